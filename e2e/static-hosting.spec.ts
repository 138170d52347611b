/**
 * Static hosting as docs/deploy/nginx.conf describes it, with the system's nginx: the documented
 * server block, its listen address, root and certificate put to this machine's (a self-signed
 * certificate made for the test), serves the build over HTTP/2 with TLS.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startChild, stopChild } from './children.ts';
import { requirePrograms } from './requires.ts';
import { DIST_DIR, program, writeNginxConfig } from './scale-harness.ts';

requirePrograms('nginx', 'openssl');

let dir: string;
let stopNginx: () => Promise<void>;
let session: ClientHttp2Session;

/** The folder of nginx's own configuration, where its `mime.types` is (`nginx -V`, on stderr). */
function nginxConfDir(nginx: string): string {
  const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  return path.dirname(confPath);
}

test.beforeAll(async () => {
  const nginx = program('nginx');
  dir = mkdtempSync(path.join(tmpdir(), 'emission-desk-static-'));
  execFileSync(
    program('openssl'),
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const port = await freePort();
  // Each part the test puts to this machine must be in the documented block as written there.
  const put = (text: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(text)) throw new Error(`docs/deploy/nginx.conf has no ${pattern}.`);
    return text.replace(pattern, replacement);
  };
  let site = readFileSync('docs/deploy/nginx.conf', 'utf8');
  site = put(site, /listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`);
  site = put(site, /root \/srv\/emission-desk\/dist;/, `root ${path.resolve(DIST_DIR)};`);
  site = put(
    site,
    /include \/srv\/emission-desk\/dist\/nginx-style-src\.conf;/,
    `include ${path.resolve(DIST_DIR)}/nginx-style-src.conf;`,
  );
  site = put(
    site,
    /# ssl_certificate \.\.\.; ssl_certificate_key \.\.\.;/,
    `ssl_certificate ${dir}/cert.pem; ssl_certificate_key ${dir}/key.pem;`,
  );
  writeNginxConfig(dir, site, [`include ${nginxConfDir(nginx)}/mime.types;`]);
  const child = startChild(nginx, ['-p', dir, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  let exited = false;
  child.once('exit', () => (exited = true));
  stopNginx = () => stopChild(child);
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      session = await new Promise<ClientHttp2Session>((resolve, reject) => {
        const opened = connect(`https://localhost:${port}`, { rejectUnauthorized: false });
        opened.once('connect', () => resolve(opened));
        opened.once('error', reject);
      });
      break;
    } catch (error) {
      if (exited || Date.now() > deadline) {
        throw new Error(`nginx did not start: ${stderr.trim()}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});

test.afterAll(async () => {
  session?.close();
  await stopNginx?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** One GET over the HTTP/2 session. */
function get(
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': target, ...headers });
    let answer: IncomingHttpHeaders = {};
    let body = '';
    stream.on('response', (received) => (answer = received));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body }));
    stream.on('error', reject);
    stream.end();
  });
}

test('a page comes over HTTP/2 in the reader\u2019s language, with the security headers', async () => {
  expect(session.alpnProtocol).toBe('h2');
  const page = await get('/event', { 'accept-language': 'de-DE,de;q=0.9' });
  expect(page.status).toBe(200);
  expect(page.body).toContain('<html lang="de">');
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  // The page's inline style sheets, allowed by their hash (the build's nginx-style-src.conf).
  const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)?.[1] ?? '';
  const hash = createHash('sha256').update(style).digest('base64');
  expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  expect(page.headers['x-frame-options']).toBe('DENY');
  expect(page.headers['cache-control']).toBe('no-cache');

  const chosen = await get('/event', { cookie: 'emission_desk_lang=it' });
  expect(chosen.body).toContain('<html lang="it">');
});

test('a certificate link gets the app, and the scripts come compressed and kept', async () => {
  const link = await get('/certificates/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f');
  expect(link.status).toBe(200);
  expect(link.body).toContain('<div id="root">');

  const entry = readdirSync(path.join(DIST_DIR, 'assets')).find(
    (file) => file.startsWith('index-') && file.endsWith('.js'),
  );
  expect(entry).toBeDefined();
  const script = await get(`/assets/${entry}`, { 'accept-encoding': 'gzip' });
  expect(script.status).toBe(200);
  expect(script.headers['content-type']).toMatch(/javascript/);
  expect(script.headers['content-encoding']).toBe('gzip');
  expect(script.headers['cache-control']).toContain('immutable');
});

test('a script carries the headers that act on a file, a worker\u2019s script its policy too', async () => {
  const assets = readdirSync(path.join(DIST_DIR, 'assets'));
  const entry = assets.find((file) => file.startsWith('index-') && file.endsWith('.js'));
  expect(entry).toBeDefined();
  const script = await get(`/assets/${entry}`);
  expect(script.status).toBe(200);
  expect(script.headers['x-content-type-options']).toBe('nosniff');
  expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(script.headers['x-frame-options']).toBeUndefined();
  expect(script.headers['content-security-policy']).toBeUndefined();
  expect(script.headers['referrer-policy']).toBe('no-referrer');
  // A worker's script keeps the policy, which applies to the worker.
  const workerFile = assets.find((file) => /\.worker-[\w-]+\.js$/.test(file));
  expect(workerFile).toBeDefined();
  const worker = await get(`/assets/${workerFile}`);
  expect(worker.status).toBe(200);
  expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
  expect(worker.headers['cache-control']).toContain('immutable');
});
