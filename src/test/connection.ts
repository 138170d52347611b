import type { Connection } from '../api/connection.ts';

/** A connection for tests: demo-like credentials, no remembered spelling unless given. */
export function fakeConnection(baseUrl: string, overrides: Partial<Connection> = {}): Connection {
  return {
    baseUrl,
    service: baseUrl,
    version: 0,
    isSandbox: false,
    credentials: { apiKey: 'key-123', apiAuth: 'auth-456', apiSecret: 'secret-789' },
    timeoutMs: 1000,
    reportedUnit: 'kg',
    coffeeBreakSpelling: 'auto',
    spellingMemory: { recall: () => undefined, remember: () => undefined },
    ...overrides,
  };
}
