/**
 * An answer with no body by its status, through real HTTP: a service's 204 to a calculation goes
 * out without a content type, the first time and when it is answered again from the cache.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startServer, type RunningServer } from './test-support.ts';

let service: Server;
let server: RunningServer;
beforeAll(async () => {
  service = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port } = service.address() as AddressInfo;
  server = await startServer({
    SERVICE_URL: `http://127.0.0.1:${port}`,
    SERVICE_API_KEY: 'key',
    SERVICE_API_AUTH: 'auth',
    SERVICE_API_SECRET: 'secret',
  });
});
afterAll(async () => {
  await server.close();
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
});

describe("a service's 204", () => {
  it('goes out with no content type and no body, each time it is asked (the second from the cache)', async () => {
    for (let call = 1; call <= 2; call += 1) {
      const answer = await rawRequest(server.port, {
        method: 'POST',
        path: '/api/emissions/event',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ participants: 3 }),
      });
      expect(answer.status, `call ${call}`).toBe(204);
      expect(answer.headers['content-type'], `call ${call}`).toBeUndefined();
      expect(answer.body, `call ${call}`).toBe('');
    }
  });
});
