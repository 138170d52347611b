/**
 * A fixed-answer upstream for the forwarding bench (e2e/bench/forwarding.ts): one constant JSON
 * body, answered at once to any request, a calculation (POST) as well as a certificate read (GET),
 * so that what is measured is the proxy in front of it and not the service's own work. A request
 * body is read to its end before the answer, so that the connection can serve the next request.
 * Listens on 127.0.0.1:PORT.
 */
import { createServer } from 'node:http';

const ANSWER = Buffer.from(
  JSON.stringify({
    id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
    correlationId: 'BENCH-FIXED-ANSWER',
    emissions: { totalKgCo2e: 1234.5 },
  }),
);
const HEADERS = { 'content-type': 'application/json', 'content-length': ANSWER.length };

const server = createServer((request, response) => {
  request.resume();
  request.once('end', () => response.writeHead(200, HEADERS).end(ANSWER));
});
server.listen(Number(process.env.PORT), '127.0.0.1');
