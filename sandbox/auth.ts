/**
 * The three credential headers of spec 5. Every header is checked (no early exit), each in constant
 * time: both sides are hashed to equal length first, so neither content nor length leaks through
 * timing. Answers name the headers that are missing or wrong and never echo a value.
 */
import type { MiddlewareHandler } from 'hono';
import { CREDENTIAL_HEADERS } from '../src/api/credentials.ts';
import { sha256 } from './hash.ts';
import { problem } from './problem.ts';

export interface Credentials {
  apiKey: string;
  apiAuth: string;
  apiSecret: string;
}

const CREDENTIAL_NAMES = Object.keys(CREDENTIAL_HEADERS) as (keyof Credentials)[];

/** Compares every byte of the two digests, with no early exit. */
function constantTimeEquals(received: string, expected: string): boolean {
  const a = sha256(received);
  const b = sha256(expected);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

interface CredentialCheck {
  missing: string[];
  invalid: string[];
}

function checkCredentials(headers: Headers, expected: Credentials): CredentialCheck {
  const result: CredentialCheck = { missing: [], invalid: [] };
  for (const name of CREDENTIAL_NAMES) {
    const header = CREDENTIAL_HEADERS[name];
    const received = headers.get(header);
    if (received === null || received === '') result.missing.push(header);
    else if (!constantTimeEquals(received, expected[name])) result.invalid.push(header);
  }
  return result;
}

/** Hono middleware: 401 problem+json unless all three headers hold the expected values. */
export function requireCredentials(expected: Credentials): MiddlewareHandler {
  return async (c, next) => {
    const { missing, invalid } = checkCredentials(c.req.raw.headers, expected);
    if (missing.length === 0 && invalid.length === 0) return next();
    const parts: string[] = [];
    if (missing.length > 0) parts.push(`missing header(s): ${missing.join(', ')}`);
    if (invalid.length > 0) parts.push(`wrong value in header(s): ${invalid.join(', ')}`);
    return problem({
      status: 401,
      detail: `Credentials are required in the headers ${Object.values(CREDENTIAL_HEADERS).join(', ')}; ${parts.join('; ')}.`,
      extensions: { missingHeaders: missing, invalidHeaders: invalid },
    });
  };
}
