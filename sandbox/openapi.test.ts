import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, openApiJson } from './openapi.ts';
import { call, ORIGIN, startSandbox } from './test-support.ts';

const committed = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

describe('OpenAPI document', () => {
  it('is committed in its current form (run `npm run openapi` after changing the contract)', async () => {
    expect(await readFile(committed, 'utf8')).toBe(openApiJson());
  });

  it('covers every endpoint and marks the gaps and the extension', () => {
    const document = buildOpenApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/certificates/{id}',
        '/certificates/{correlation_id}/correlation',
        '/emissions/event',
        '/emissions/hotel',
        '/records',
      ]),
    );
    expect(document.paths['/records'].post['x-sandbox-extension']).toBeTruthy();
    expect(document.paths['/emissions/hotel'].post['x-spec-gap']).toBeTruthy();
    expect(
      document.paths['/certificates/{correlation_id}/correlation'].get['x-spec-gap'],
    ).toBeTruthy();
    const mealTypes = JSON.stringify(document.components.schemas.EventRequest);
    expect(mealTypes).toContain('COFEE_BREAK');
    expect(mealTypes).toContain('COFFEE_BREAK');
  });

  describe('served', () => {
    let env: Awaited<ReturnType<typeof startSandbox>>;
    beforeAll(async () => {
      env = await startSandbox({ basePath: '/sandbox' });
    });
    afterAll(() => env.dispose());

    it('at {base}/openapi.json without credentials, with the base URL as server', async () => {
      const response = await call(env.sandbox, '/sandbox/openapi.json', { credentials: false });
      expect(response.status).toBe(200);
      const document = (await response.json()) as { servers: { url: string }[]; paths: object };
      expect(document.servers).toEqual([{ url: `${ORIGIN}/sandbox` }]);
      expect(document.paths).toEqual(buildOpenApiDocument().paths);
    });
  });
});
