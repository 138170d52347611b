/**
 * Apart from the contract's schemas because the settings store, which every page loads at its
 * start, needs these and none of the schemas.
 */

/** Spec 5. */
export const CREDENTIAL_HEADERS = {
  apiKey: 'x-api-key',
  apiAuth: 'x-api-auth',
  apiSecret: 'x-api-secret',
} as const;

/** None for an empty set: a gateway sends none. */
export function credentialHeaders(credentials: {
  apiKey: string;
  apiAuth: string;
  apiSecret: string;
}): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(CREDENTIAL_HEADERS) as (keyof typeof CREDENTIAL_HEADERS)[])
      .filter((name) => credentials[name] !== '')
      .map((name) => [CREDENTIAL_HEADERS[name], credentials[name]]),
  );
}

/** Demo credentials of the built-in sandbox; public by design. */
export const SANDBOX_DEMO_CREDENTIALS = {
  apiKey: 'demo-key',
  apiAuth: 'demo-auth',
  apiSecret: 'demo-secret',
} as const;
