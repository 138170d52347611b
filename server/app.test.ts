import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './app.ts';

let dist: string;
const shell = (name: string) => `<!doctype html><title>${name}</title>`;

beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'server-app-'));
  for (const folder of ['', 'event', 'hotel', 'certificates', 'settings']) {
    mkdirSync(path.join(dist, folder), { recursive: true });
    for (const file of ['index.html', 'index.de.html', 'index.fr.html', 'index.it.html']) {
      const name = `${folder || 'root'}/${file}`;
      writeFileSync(path.join(dist, folder, file), shell(name));
      writeFileSync(path.join(dist, folder, `${file}.br`), brotliCompressSync(shell(name)));
    }
  }
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'export {};');
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) =>
  createServerApp({ distDir: dist, sandbox: null }).request(url, { headers });

describe('the app server', () => {
  it("sends a page's shell in the language the app's cookie names", async () => {
    const response = await get('/event', {
      Cookie: 'other=1; emission_desk_lang=de',
      'Accept-Language': 'en-GB,en',
    });
    expect(await response.text()).toContain('event/index.de.html');
    expect(response.headers.get('Vary')).toMatch(/Cookie/);
    expect(response.headers.get('Vary')).toMatch(/Accept-Language/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it("sends the shell in the browser's language on a first visit, else in English", async () => {
    expect(await (await get('/hotel', { 'Accept-Language': 'de-DE,de;q=0.9' })).text()).toContain(
      'hotel/index.de.html',
    );
    expect(await (await get('/hotel', { 'Accept-Language': 'fr-CH,de;q=0.8' })).text()).toContain(
      'hotel/index.fr.html',
    );
    expect(await (await get('/hotel', { 'Accept-Language': 'it-IT,it;q=0.9' })).text()).toContain(
      'hotel/index.it.html',
    );
    expect(await (await get('/hotel', { 'Accept-Language': 'es-ES' })).text()).toContain(
      'hotel/index.html',
    );
    expect(await (await get('/settings')).text()).toContain('settings/index.html');
  });

  it('sends the general shell for the root and for paths without a page of their own', async () => {
    const cookie = { Cookie: 'emission_desk_lang=de' };
    expect(await (await get('/', cookie)).text()).toContain('root/index.de.html');
    expect(await (await get('/certificates/DEMO-BERLIN-2026', cookie)).text()).toContain(
      'root/index.de.html',
    );
    expect(await (await get('/no-such-page')).text()).toContain('root/index.html');
    expect(
      await (
        await get('/certificates/DEMO-PARIS-2026', { Cookie: 'emission_desk_lang=fr' })
      ).text(),
    ).toContain('root/index.fr.html');
  });

  it('sends the Brotli copy when the browser accepts it', async () => {
    const response = await get('/certificates', {
      'Accept-Encoding': 'gzip, br',
      'Accept-Language': 'de',
    });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const body = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(body).toContain('certificates/index.de.html');
  });

  it('caches hashed assets for a year and answers 404 for a missing one', async () => {
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/missing-000000.js')).status).toBe(404);
  });
});
