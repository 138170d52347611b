/**
 * The platform's own floor for the forwarding bench (e2e/bench/forwarding.ts): the least a Node
 * reverse proxy does, with none of the gateway's work (no routing, checks, headers, log, metrics,
 * limit or cache). Reads the request body, sends it to UPSTREAM_PORT over a keep-alive pool
 * (`node:http`'s Agent, as the gateway's upstream client does) with the path after `/api`, and
 * passes the status and body back. What it reaches beside nginx in the same run is what any
 * gateway written on Node's HTTP server and client can reach on the machine. Listens on
 * 127.0.0.1:PORT.
 */
import { Agent, createServer, request } from 'node:http';

const upstreamPort = Number(process.env.UPSTREAM_PORT);
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** A stream's bytes, in one buffer, once it has ended. */
function collect(stream: NodeJS.ReadableStream, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(Buffer.concat(chunks)));
}

const server = createServer((incoming, outgoing) => {
  collect(incoming, (body) => {
    const call = request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: incoming.method,
        path: (incoming.url ?? '/').replace(/^\/api/, ''),
        agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (answer) =>
        collect(answer, (answered) =>
          outgoing
            .writeHead(answer.statusCode ?? 502, {
              'content-type': 'application/json',
              'content-length': answered.length,
            })
            .end(answered),
        ),
    );
    call.on('error', () => outgoing.writeHead(502).end());
    call.end(body);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
