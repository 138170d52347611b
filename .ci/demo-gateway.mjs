#!/usr/bin/env node
// `npm run demo:gateway`: gateway mode against the built-in sandbox in one command: SERVICE_URL at
// the server's own `/sandbox` with the demo credentials. PORT, HOST and DIST_DIR work as for
// `npm run serve`; PUBLIC_URL defaults to the demo's own address, so it serves certificate cards.
// Uses only Node's built-ins.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const distDir = process.env.DIST_DIR?.trim() || 'dist';
const port = process.env.PORT?.trim() || '4173';
const host = process.env.HOST?.trim() || 'localhost';

if (port === '0') {
  console.error(
    'npm run demo:gateway needs a fixed PORT (the server calls its own sandbox there).',
  );
  process.exit(1);
}

const built = ['index.html', path.join('server', 'main.js')].every((file) =>
  existsSync(path.join(distDir, file)),
);
if (!built) {
  console.log(`No build in ${distDir}: building first (npm run build)…`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server calls its own sandbox over HTTP: an address it listens on, IPv6 in brackets.
const ownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const serviceHost = ownHost.includes(':') ? `[${ownHost}]` : ownHost;
const env = {
  ...process.env,
  PORT: port,
  PUBLIC_URL: process.env.PUBLIC_URL?.trim() || `http://${serviceHost}:${port}`,
  SANDBOX: 'on',
  SERVICE_URL: `http://${serviceHost}:${port}/sandbox`,
  SERVICE_API_KEY: process.env.SANDBOX_API_KEY?.trim() || 'demo-key',
  SERVICE_API_AUTH: process.env.SANDBOX_API_AUTH?.trim() || 'demo-auth',
  SERVICE_API_SECRET: process.env.SANDBOX_API_SECRET?.trim() || 'demo-secret',
};
console.log(`Gateway mode: /api forwards to the built-in sandbox at ${env.SERVICE_URL}.`);

const server = spawn(process.execPath, [path.join(distDir, 'server', 'main.js')], {
  stdio: 'inherit',
  env,
});
// Ctrl+C and a stop of this process stop the server too (it drains, then exits).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
