/**
 * A hostile stand-in of the service, beside the foreign one: it takes any credentials and answers
 * `GET /certificates/{case}` with what a compromised service, or a broken proxy in front of it,
 * could send. The gateway must bound every one of them.
 *
 * - `huge`: a 200 MB JSON answer, sent as fast as the connection takes it.
 * - `gzip-bomb`: a small gzip-encoded JSON answer that decodes to `bombBytes` (1 GiB by default).
 * - `endless`: a JSON answer that never ends, sent as fast as the connection takes it.
 * - `slow`: the headers at once, then one byte of the body every 200 ms, never ending.
 * - `html`, `html-404`, `svg`: a page or image with a script in it (200, 404 and 200).
 * - `no-type`: a JSON body without a content type.
 * - `problem`: a 404 `application/problem+json`; `vendor`: a 200 `application/vnd.x+json`.
 * - `LONG_FIELDS_ID`: a certificate whose name holds a right-to-left override and whose guest name
 *   is 600,000 characters long; `BIDI_ID`: the same with a guest name of 2,000 characters.
 *
 * For every request it records what it sent and whether the caller closed the connection before
 * the answer ended (`requests`). In a test: `startHostileService()`. As a process:
 * `PORT=4501 npx tsx server/test-fixtures/hostile-service.ts` prints
 * `hostile service listening on <port>`.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';

export const LONG_FIELDS_ID = '77777777-6666-4555-8444-333333333333';
export const BIDI_ID = '88888888-6666-4555-8444-333333333333';
/** U+202E RIGHT-TO-LEFT OVERRIDE: what follows it reads backwards. */
export const RIGHT_TO_LEFT_OVERRIDE = '\u202e';

interface HostileRequest {
  path: string;
  method: string;
  /** Bytes of the body written to the connection (compressed bytes for the gzip bomb). */
  bytesSent: number;
  /** Whether the caller closed the connection before the answer ended. */
  closedEarly: boolean;
  /** Whether the connection is gone (closed early, or the answer ended). */
  done: boolean;
}

export interface HostileOptions {
  port?: number;
  /** What the gzip bomb decodes to. */
  bombBytes?: number;
  /** The size of the `huge` answer. */
  hugeBytes?: number;
}

const CHUNK = Buffer.alloc(64 * 1024, 'a');
const ZEROS = Buffer.alloc(1024 * 1024, '0');

function longFieldsCertificate(
  id = LONG_FIELDS_ID,
  guestLength = 600_000,
): Record<string, unknown> {
  return {
    id,
    correlation: 'HOSTILE-LONG',
    name: `Annual gala ${RIGHT_TO_LEFT_OVERRIDE}gnp.exe`,
    guestName: `Guest ${'W'.repeat(guestLength)}`,
    countryCode: 'DE',
    days: 2,
    emission: 42.5,
    date: '2026-05-01T10:00:00',
  };
}

/** Writes `chunk` until `limit` bytes are out or the connection closes, minding backpressure. */
function pump(response: ServerResponse, record: HostileRequest, limit: number, chunk = CHUNK) {
  const write = () => {
    while (!response.destroyed && record.bytesSent < limit) {
      record.bytesSent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', write);
        return;
      }
    }
    if (!response.destroyed && Number.isFinite(limit)) response.end('"}');
  };
  write();
}

function respond(
  path: string,
  response: ServerResponse,
  record: HostileRequest,
  options: Required<Omit<HostileOptions, 'port'>>,
): void {
  const id = /^\/certificates\/([^/]+)(?:\/correlation)?$/.exec(path)?.[1] ?? '';
  const send = (status: number, type: string | null, text: string) => {
    record.bytesSent += Buffer.byteLength(text);
    response.writeHead(status, type ? { 'content-type': type } : {});
    response.end(text);
  };
  const script = '<script>document.title="owned"</script>';
  switch (id) {
    case 'huge':
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(options.hugeBytes + 11),
      });
      response.write('{"name":"');
      record.bytesSent += 9;
      pump(response, record, options.hugeBytes + 9);
      return;
    case 'endless':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"name":"');
      pump(response, record, Number.POSITIVE_INFINITY);
      return;
    case 'gzip-bomb': {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      const gzip = createGzip({ level: 9 });
      gzip.on('data', (data: Buffer) => {
        record.bytesSent += data.length;
      });
      gzip.pipe(response);
      response.on('close', () => gzip.destroy());
      let decoded = 0;
      gzip.write('{"name":"');
      const feed = () => {
        while (!response.destroyed && decoded < options.bombBytes) {
          decoded += ZEROS.length;
          if (!gzip.write(ZEROS)) {
            gzip.once('drain', feed);
            return;
          }
        }
        if (!response.destroyed) gzip.end('"}');
      };
      feed();
      return;
    }
    case 'slow': {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"name":"');
      const timer = setInterval(() => {
        record.bytesSent += 1;
        response.write('a');
      }, 200);
      response.on('close', () => clearInterval(timer));
      return;
    }
    case 'html':
      return send(200, 'text/html; charset=utf-8', `<!doctype html><title>P</title>${script}`);
    case 'html-404':
      return send(404, 'text/html', `<!doctype html><title>Not found</title>${script}`);
    case 'svg':
      return send(200, 'image/svg+xml', `<svg xmlns="http://www.w3.org/2000/svg">${script}</svg>`);
    case 'no-type':
      return send(200, null, JSON.stringify(longFieldsCertificate()));
    case 'problem':
      return send(
        404,
        'application/problem+json',
        JSON.stringify({ status: 404, detail: 'No such certificate.' }),
      );
    case 'vendor':
      return send(200, 'application/vnd.hostile+json; charset=utf-8', JSON.stringify({ id }));
    case LONG_FIELDS_ID:
      return send(200, 'application/json', JSON.stringify(longFieldsCertificate()));
    case BIDI_ID:
      return send(200, 'application/json', JSON.stringify(longFieldsCertificate(BIDI_ID, 2_000)));
    default:
      return send(404, 'application/json', JSON.stringify({ message: 'No such case.' }));
  }
}

export interface HostileService {
  origin: string;
  port: number;
  requests: HostileRequest[];
  close(): Promise<void>;
}

export async function startHostileService(options: HostileOptions = {}): Promise<HostileService> {
  const settings = {
    bombBytes: options.bombBytes ?? 1024 ** 3,
    hugeBytes: options.hugeBytes ?? 200 * 1024 * 1024,
  };
  const requests: HostileRequest[] = [];
  const server = createServer((request, response) => {
    const record: HostileRequest = {
      path: request.url ?? '',
      method: request.method ?? '',
      bytesSent: 0,
      closedEarly: false,
      done: false,
    };
    requests.push(record);
    response.on('close', () => {
      record.closedEarly = !response.writableFinished;
      record.done = true;
    });
    request.resume();
    request.on('end', () => respond(request.url ?? '/', response, record, settings));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// As a process: `npx tsx server/test-fixtures/hostile-service.ts`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const service = await startHostileService({ port: Number(process.env.PORT ?? 0) });
  console.log(`hostile service listening on ${service.port}`);
  const stop = () => void service.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
