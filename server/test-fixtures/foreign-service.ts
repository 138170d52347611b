/**
 * A stand-in of "the real service" that is not the sandbox: it makes the specification's open
 * choices differently, to prove the gateway and the app do not lean on the sandbox's ones.
 *
 * - No CORS headers at all (a browser could not call it directly).
 * - A wrong or missing credential is 403 with `{"message": …}` (the sandbox: 401 problem+json).
 * - The correlation lookup answers an array of certificates; the hotel calculation answers
 *   `{ "result": { "totalEmission": … }, "totalEmission": … }`, not the sandbox's shape.
 * - Every answer sets a cookie (the gateway must drop it).
 * - Special ids for faults: `redirect` (302 elsewhere), `slow` (answers after 3 s),
 *   `broken` (500 with internals in the body).
 * - `GET /__received` lists the requests it received (method, path, headers), without needing
 *   credentials; `DELETE /__received` clears the list. Those two are not recorded.
 *
 * Options (and the same as environment variables of the process):
 * - `coffeeBreak` (`COFFEE_BREAK_READING`): which spelling of the coffee break the event
 *   calculation accepts. `any` (the default) takes both; `COFEE_BREAK` or `COFFEE_BREAK` takes only
 *   that spelling, in the request's `mealType` and in every `mealInfo[].mealType` (one enum);
 *   `mixed` takes only the spec tables' reading (`COFFEE_BREAK` at the top level, `COFEE_BREAK` in
 *   the meal list); `none` knows no coffee break at all. Any other spelling is 400 with
 *   `{"message": …}`, naming no field.
 * - `corsOrigin` (`CORS_ORIGIN`): answer that origin's CORS requests (preflight included), so that
 *   a browser can call the service directly as a custom service. Without it: no CORS at all.
 *
 * In a test: `startForeignService()`. As a process: `PORT=4500 npx tsx
 * server/test-fixtures/foreign-service.ts` (PORT 0 or unset: a free port); it prints
 * `foreign service listening on <port>`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { hasCredentials, readBody } from './fixture-support.ts';

export const FOREIGN_CREDENTIALS = {
  'x-api-key': 'fixture-key-7a1c',
  'x-api-auth': 'fixture-auth-93be',
  'x-api-secret': 'fixture-secret-d402',
} as const;

const COFFEE_BREAK_READINGS = ['any', 'COFFEE_BREAK', 'COFEE_BREAK', 'mixed', 'none'] as const;
export type CoffeeBreakReading = (typeof COFFEE_BREAK_READINGS)[number];

export interface ForeignServiceOptions {
  coffeeBreak?: CoffeeBreakReading;
  corsOrigin?: string;
}

interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const CERTIFICATES: Record<string, Record<string, unknown>> = {
  '11111111-2222-4333-8444-555555555555': {
    id: '11111111-2222-4333-8444-555555555555',
    correlation: 'FOREIGN-ONE',
    name: 'Spring retreat',
    guestName: 'Ana Souza',
    countryCode: 'PT',
    roomType: 'SUPERIOR',
    numberOfPeople: 2,
    breakfast: true,
    days: 3,
    emission: 1234.56,
    date: '2026-04-14T15:00:00',
    certificateUrl: 'https://files.foreign.example/c/1.pdf',
    certificateFacebookUrl: 'https://files.foreign.example/c/1-facebook.jpg',
    certificateTwitterUrl: 'https://files.foreign.example/c/1-twitter.jpg',
    certificateLinkedinUrl: 'https://files.foreign.example/c/1-linkedin.jpg',
  },
  '99999999-8888-4777-8666-555555555555': {
    id: '99999999-8888-4777-8666-555555555555',
    correlation: 'FOREIGN-HOSTILE',
    name: '"><script>alert(1)</script>',
    guestName: "O'Brien & <Sons>",
    countryCode: 'IE',
    days: 1,
    emission: 0.4,
    date: '2026-05-01T10:00:00',
    // Not https: must not become a preview image.
    certificateFacebookUrl: 'http://files.foreign.example/c/2-facebook.jpg',
    certificateTwitterUrl: 'javascript:alert(1)',
  },
  // A name of 5,000 characters that starts with a right-to-left override, and markup in the guest.
  '55555555-4444-4333-8222-111111111111': {
    id: '55555555-4444-4333-8222-111111111111',
    correlation: 'FOREIGN-LONG',
    name: `\u202eLong ${'N'.repeat(4995)}`,
    guestName: '<script>alert(2)</script>\u2066Guest',
    countryCode: 'DE',
    days: 2,
    emission: 42.5,
    date: '2026-05-01T10:00:00',
  },
};

function send(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'set-cookie': 'fixture_session=s3cr3t-cookie; Path=/; HttpOnly',
    ...headers,
  });
  response.end(text);
}

/** Whether the event request spells its coffee breaks the way `reading` accepts. */
function spelledAccepted(input: Record<string, unknown>, reading: CoffeeBreakReading): boolean {
  if (reading === 'any') return true;
  const spellings = ['COFFEE_BREAK', 'COFEE_BREAK'];
  const top = input.mealType;
  const meals = Array.isArray(input.mealInfo)
    ? input.mealInfo.map((meal: unknown) =>
        meal && typeof meal === 'object' ? (meal as Record<string, unknown>).mealType : undefined,
      )
    : [];
  if (reading === 'none') {
    return (
      !spellings.includes(String(top)) && !meals.some((meal) => spellings.includes(String(meal)))
    );
  }
  const wrongTop = reading === 'mixed' ? 'COFEE_BREAK' : otherSpelling(reading);
  const wrongMeal = reading === 'mixed' ? 'COFFEE_BREAK' : otherSpelling(reading);
  return top !== wrongTop && !meals.includes(wrongMeal);
}

function otherSpelling(spelling: 'COFFEE_BREAK' | 'COFEE_BREAK'): string {
  return spelling === 'COFFEE_BREAK' ? 'COFEE_BREAK' : 'COFFEE_BREAK';
}

function authorised(request: IncomingMessage): boolean {
  return hasCredentials(request, FOREIGN_CREDENTIALS);
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  body: string,
  options: ForeignServiceOptions,
): Promise<void> {
  const path = request.url ?? '/';
  if (!authorised(request)) {
    send(response, 403, { message: 'Access denied.' });
    return;
  }
  const byId = /^\/certificates\/([^/]+)$/.exec(path);
  const byKey = /^\/certificates\/([^/]+)\/correlation$/.exec(path);
  if (request.method === 'GET' && byId?.[1]) {
    const id = decodeURIComponent(byId[1]);
    if (id === 'redirect') {
      send(response, 302, { message: 'moved' }, { location: 'http://elsewhere.example/x' });
      return;
    }
    if (id === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      send(response, 200, CERTIFICATES['11111111-2222-4333-8444-555555555555']);
      return;
    }
    if (id === 'broken') {
      send(response, 500, { message: 'NullPointerException at Db.java:42', trace: 'internal' });
      return;
    }
    const certificate = CERTIFICATES[id];
    if (certificate) send(response, 200, certificate);
    else send(response, 404, { message: 'No such certificate.' });
    return;
  }
  if (request.method === 'GET' && byKey?.[1]) {
    const key = decodeURIComponent(byKey[1]);
    send(
      response,
      200,
      Object.values(CERTIFICATES).filter((certificate) => certificate.correlation === key),
    );
    return;
  }
  if (request.method === 'POST' && (path === '/emissions/event' || path === '/emissions/hotel')) {
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(body) as Record<string, unknown>;
    } catch {
      send(response, 400, { message: 'Body is not JSON.' });
      return;
    }
    if (path === '/emissions/hotel') {
      const days = Number(input.days) || 1;
      const guests = Number(input.numberOfGuests) || 1;
      const total = Math.round(days * guests * 14.2 * 10) / 10;
      send(response, 200, { result: { totalEmission: total }, totalEmission: total });
      return;
    }
    if (!spelledAccepted(input, options.coffeeBreak ?? 'any')) {
      send(response, 400, { message: 'Unknown meal type.' });
      return;
    }
    const participants = Number(input.participants) || 1;
    const total = Math.round(participants * 3.3 * 10) / 10;
    send(response, 200, {
      rows: [{ originType: input.originType, participants, emission: total }],
      totalEmission: total,
    });
    return;
  }
  send(response, 404, { message: 'Not found.' });
}

export interface ForeignService {
  origin: string;
  port: number;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startForeignService(
  port = 0,
  options: ForeignServiceOptions = {},
): Promise<ForeignService> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (options.corsOrigin) {
        response.setHeader('access-control-allow-origin', options.corsOrigin);
        response.setHeader('vary', 'Origin');
        if (request.method === 'OPTIONS') {
          response.writeHead(204, {
            'access-control-allow-methods': 'GET, POST',
            'access-control-allow-headers':
              'accept, content-type, x-api-key, x-api-auth, x-api-secret',
            'access-control-max-age': '600',
          });
          response.end();
          return;
        }
      }
      if (request.url === '/__received') {
        if (request.method === 'DELETE') received.length = 0;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(received));
        return;
      }
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: { ...request.headers },
        body,
      });
      await answer(request, response, body, options);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${listening}`,
    port: listening,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// As a process: `npx tsx server/test-fixtures/foreign-service.ts`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const reading = COFFEE_BREAK_READINGS.find((r) => r === process.env.COFFEE_BREAK_READING);
  const service = await startForeignService(Number(process.env.PORT ?? 0), {
    coffeeBreak: reading ?? 'any',
    corsOrigin: process.env.CORS_ORIGIN || undefined,
  });
  console.log(`foreign service listening on ${service.port}`);
  const stop = () => void service.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
