/**
 * Links are built from the configured public origin, never from the request's Host header: a
 * forged Host neither appears in an answer or a file nor makes the sandbox render and store a file
 * per Host. The files on disk are bounded.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from './app.ts';
import { FILES_VERSION } from './routes/files.ts';
import {
  DEMO_HEADERS,
  HOTEL_REQUEST,
  pdfText,
  removeDir,
  startSandbox,
  temporaryDir,
  testOptions,
} from './test-support.ts';

const PUBLIC = 'https://desk.example.com';
const BERLIN = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';

/** A request as the HTTP server makes it from a request line and a `Host` header. */
function withHost(host: string, pathAndQuery: string, init: RequestInit = {}): Request {
  return new Request(`http://${host}${pathAndQuery}`, {
    ...init,
    headers: { ...DEMO_HEADERS, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
}

/** The English files of a record (those of links without a language). */
async function filesOf(dir: string, id: string): Promise<string[]> {
  return readdir(path.join(dir, 'files', id, FILES_VERSION, 'en')).catch(() => []);
}

describe('links and the Host header', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox({ publicUrl: PUBLIC, basePath: '/sandbox' });
  });
  afterAll(() => env.dispose());

  it('writes one PDF and one image per record whatever the Host, for 40 Host values', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        const host = `host-${index}.example`;
        const pdf = await env.sandbox.fetch(
          withHost(host, `/sandbox/files/${BERLIN}/certificate.pdf`),
        );
        const image = await env.sandbox.fetch(
          withHost(host, `/sandbox/files/${BERLIN}/twitter.jpg`),
        );
        return [pdf.status, image.status];
      }),
    );
    expect(answers.flat().every((status) => status === 200)).toBe(true);
    const files = await filesOf(env.dir, BERLIN);
    expect(files.filter((name) => name.endsWith('.pdf'))).toHaveLength(1);
    expect(files.filter((name) => name.endsWith('.jpg'))).toEqual(['twitter.jpg']);
  });

  it('never writes a forged Host into an answer, a Location or the PDF', async () => {
    const evil = 'evil.example';
    const created = await env.sandbox.fetch(
      withHost(evil, '/sandbox/records', {
        method: 'POST',
        body: JSON.stringify({ ...HOTEL_REQUEST, name: 'Host test', guestName: 'Ana' }),
      }),
    );
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toMatch(new RegExp(`^${PUBLIC}/sandbox/certificates/`));
    const certificate = (await created.json()) as Record<string, string>;
    const answers = [
      JSON.stringify(certificate),
      await (
        await env.sandbox.fetch(withHost(evil, `/sandbox/certificates/${certificate.id}`))
      ).text(),
      await (
        await env.sandbox.fetch(withHost(evil, '/sandbox/certificates/DEMO-PARIS-2026/correlation'))
      ).text(),
      await (await env.sandbox.fetch(withHost(evil, '/sandbox/openapi.json'))).text(),
      await (await env.sandbox.fetch(withHost(evil, '/sandbox/'))).text(),
    ];
    for (const answer of answers) expect(answer).not.toContain(evil);
    expect(certificate.certificateUrl).toBe(
      `${PUBLIC}/sandbox/files/${certificate.id}/certificate.pdf`,
    );
    expect(certificate.certificateLinkedinUrl).toBe(
      `${PUBLIC}/sandbox/files/${certificate.id}/linkedin.jpg`,
    );

    const pdf = await env.sandbox.fetch(
      withHost(evil, `/sandbox/files/${certificate.id}/certificate.pdf`),
    );
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    // The link drawn under the QR code is the one the QR code holds.
    expect(text).toContain(`${PUBLIC}/certificates/${certificate.id}`);
    expect(text).not.toContain(evil);
  });
});

describe('a sandbox mounted without a public origin', () => {
  it('writes origin-free links and a PDF without a QR code, never the Host', async () => {
    const env = await startSandbox({ publicUrl: undefined, basePath: '/sandbox' });
    try {
      const answer = await env.sandbox.fetch(
        withHost('evil.example', '/sandbox/certificates/DEMO-PARIS-2026/correlation'),
      );
      const certificate = (await answer.json()) as Record<string, string>;
      expect(certificate.certificateUrl).toBe(
        '/sandbox/files/8a1d2e3f-4b5c-4d6e-8f70-9a1b2c3d4e5f/certificate.pdf',
      );
      const pdf = await env.sandbox.fetch(
        withHost(
          'evil.example',
          '/sandbox/files/8a1d2e3f-4b5c-4d6e-8f70-9a1b2c3d4e5f/certificate.pdf',
        ),
      );
      expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).not.toContain('evil.example');
    } finally {
      await env.dispose();
    }
  });
});

describe('the files on disk', () => {
  it('stay under the configured size, dropping the least recently used', async () => {
    const dir = await temporaryDir();
    const sandbox = await createSandbox(testOptions(dir, { filesMaxBytes: 250_000 }));
    try {
      const ids: string[] = [];
      for (let index = 0; index < 8; index += 1) {
        const created = await sandbox.fetch(
          withHost('x', '/records', {
            method: 'POST',
            body: JSON.stringify({ ...HOTEL_REQUEST, name: `Stay ${index}`, guestName: 'Ana' }),
          }),
        );
        ids.push(((await created.json()) as { id: string }).id);
      }
      let total = 0;
      for (const id of ids) {
        for (const file of ['facebook.jpg', 'linkedin.jpg']) {
          const response = await sandbox.fetch(new Request(`http://x/files/${id}/${file}`));
          expect(response.status).toBe(200);
          total += (await response.arrayBuffer()).byteLength;
        }
      }
      expect(total).toBeGreaterThan(250_000);
      let onDisk = 0;
      const kept: string[] = [];
      for (const id of ids) {
        for (const name of await filesOf(dir, id)) {
          onDisk += (await stat(path.join(dir, 'files', id, FILES_VERSION, 'en', name))).size;
          kept.push(`${id}/${name}`);
        }
      }
      expect(onDisk).toBeLessThanOrEqual(250_000);
      // The last file asked for is kept; the first ones went first.
      expect(kept).toContain(`${ids.at(-1) ?? ''}/linkedin.jpg`);
      expect(kept).not.toContain(`${ids[0] ?? ''}/facebook.jpg`);
    } finally {
      await sandbox.close();
      await removeDir(dir);
    }
  });
});
