import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConnection } from '../test/connection.ts';
import {
  certificateByCorrelationQuery,
  certificateByIdQuery,
  certificateKeys,
} from './certificates.ts';

const berlin = {
  id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
  correlation: 'DEMO-BERLIN-2026',
  name: 'Sustainability Summit Berlin',
  emission: 81.2,
};

describe('certificate queries', () => {
  const base = fakeConnection('https://api.example.com/v1', { version: 3 });
  const baseKey = { service: 'https://api.example.com/v1', version: 3, reportedUnit: 'kg' };

  it('keys hold the connection key and the lookup value, never credentials', () => {
    expect(certificateKeys.detail(base, berlin.id)).toEqual([
      'certificates',
      'detail',
      baseKey,
      berlin.id,
    ]);
    const options = certificateByCorrelationQuery(base, 'a b/c');
    expect(options.queryKey).toEqual(['certificates', 'correlation', baseKey, 'a b/c']);
    expect(JSON.stringify(options.queryKey)).not.toMatch(/key-123|auth-456|secret-789/);
  });

  it('keys start with the common prefix', () => {
    expect(certificateByIdQuery(base, berlin.id).queryKey.slice(0, 1)).toEqual(certificateKeys.all);
  });

  it('a certificate stays fresh for the session', () => {
    const options = certificateByIdQuery(base, berlin.id);
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.gcTime).toBe(60 * 60 * 1000);
  });
});

describe('a correlation answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts each certificate in the cache under its id as it arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ items: [berlin] }))),
    );
    const client = new QueryClient();
    const connection = fakeConnection('https://api.example.com/v1');
    await client.fetchQuery(certificateByCorrelationQuery(connection, 'BOOKING-1'));
    expect(client.getQueryData(certificateKeys.detail(connection, berlin.id))).toEqual(berlin);
  });
});
