/**
 * What a hostile probe of the `npm start` server found: errors under /sandbox that were not
 * problem+json, public source maps, and CONNECT left without an answer.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox } from '../../sandbox/test-support.ts';
import { rawBytes, rawRequest, startServer, temporaryDist } from './test-support.ts';

let dist: ReturnType<typeof temporaryDist>;
beforeAll(() => {
  dist = temporaryDist();
});
afterAll(() => dist.remove());

describe('errors under /sandbox in the served app', () => {
  it('are problem+json with CORS headers, as the standalone sandbox answers them', async () => {
    const env = await startSandbox({ basePath: '/sandbox' });
    const server = await startServer({}, { distDir: dist.dir, sandbox: env.sandbox });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const missing = await rawRequest(server.port, {
        path: '/sandbox/nonexist',
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).toBe('application/problem+json');
      expect(missing.headers['access-control-allow-origin']).toBe('*');
      expect(JSON.parse(missing.body)).toMatchObject({ status: 404 });

      // A store that fails: the sandbox's store is closed under it.
      await env.sandbox.close();
      const failed = await rawRequest(server.port, {
        method: 'POST',
        path: '/sandbox/records',
        headers: {
          origin: 'https://elsewhere.example',
          'content-type': 'application/json',
          'x-api-key': 'demo-key',
          'x-api-auth': 'demo-auth',
          'x-api-secret': 'demo-secret',
        },
        body: JSON.stringify({
          roomType: 'STANDARD',
          numberOfGuests: 1,
          countryCode: 'DE',
          breakfast: false,
          star: 3,
          days: 1,
          name: 'N',
          guestName: 'G',
        }),
      });
      expect(failed.status).toBe(500);
      expect(failed.headers['content-type']).toBe('application/problem+json');
      expect(failed.headers['access-control-allow-origin']).toBe('*');
    } finally {
      logged.mockRestore();
      await server.close();
      await env.dispose();
    }
  });
});

describe('source maps', () => {
  it('are not published by default', async () => {
    const server = await startServer({}, { distDir: dist.dir });
    try {
      const map = await rawRequest(server.port, { path: '/assets/app-1a2b3c.js.map' });
      expect(map.status).toBe(404);
      expect(map.body).not.toContain('secret.ts');
      expect((await rawRequest(server.port, { path: '/assets/app-1a2b3c.js' })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('are published with SOURCE_MAPS=public', async () => {
    const server = await startServer({ SOURCE_MAPS: 'public' }, { distDir: dist.dir });
    try {
      const map = await rawRequest(server.port, { path: '/assets/app-1a2b3c.js.map' });
      expect(map.status).toBe(200);
      expect(map.body).toContain('secret.ts');
    } finally {
      await server.close();
    }
  });
});

describe('methods the server does not serve', () => {
  it('answers CONNECT with 405 problem+json instead of closing the connection', async () => {
    const server = await startServer({}, { distDir: dist.dir });
    try {
      const answer = await rawBytes(
        server.port,
        'CONNECT evil.example:443 HTTP/1.1\r\nhost: evil.example:443\r\n\r\n',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer.toLowerCase()).toContain('content-type: application/problem+json');
      expect(answer.toLowerCase()).toContain('allow: get, head, post');
      expect(answer).toContain('"status":405');
    } finally {
      await server.close();
    }
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'TRACE'])(
    'answers %s on a page with 405 problem+json',
    async (method) => {
      const server = await startServer({}, { distDir: dist.dir });
      try {
        const answer = await rawRequest(server.port, { method, path: '/event' });
        expect(answer.status).toBe(405);
        expect(answer.headers['content-type']).toBe('application/problem+json');
        expect(answer.headers.allow).toBe('GET, HEAD');
      } finally {
        await server.close();
      }
    },
  );
});
