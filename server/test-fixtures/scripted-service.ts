/**
 * A stand-in of the service whose every answer the test sets (`answer`), for faults no fixture
 * service sends on purpose: a body cut mid-way, bytes that are not text, an empty 200, a 204, a 202.
 * It takes any credentials and records each request it got (`requests`), credentials included.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ScriptedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ScriptedAnswer {
  status: number;
  /** The content type; none when absent. */
  type?: string;
  body?: string | Buffer;
}

export interface ScriptedService {
  origin: string;
  requests: ScriptedRequest[];
  /** What the service answers to a request; by default a 404. */
  answer: (request: ScriptedRequest) => ScriptedAnswer;
  close(): Promise<void>;
}

export async function startScriptedService(): Promise<ScriptedService> {
  const state: Pick<ScriptedService, 'requests' | 'answer'> = {
    requests: [],
    answer: () => ({ status: 404, type: 'application/json', body: '{}' }),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: ScriptedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      state.requests.push(recorded);
      const { status, type, body } = state.answer(recorded);
      response.writeHead(status, type ? { 'content-type': type } : {});
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
