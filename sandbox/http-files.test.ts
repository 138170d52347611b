import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES_VERSION } from './routes/files.ts';
import { call, HOTEL_REQUEST, ORIGIN, startSandbox } from './test-support.ts';

const IMAGES = [
  ['certificateFacebookUrl', 1200, 630],
  ['certificateTwitterUrl', 1200, 675],
  ['certificateLinkedinUrl', 1200, 627],
] as const;

describe('certificate files', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  let certificate: Record<string, string>;
  beforeAll(async () => {
    env = await startSandbox({ appUrl: 'https://desk.example' });
    const created = await call(env.sandbox, '/records', {
      body: {
        ...HOTEL_REQUEST,
        roomType: 'SUIT',
        name: 'Winter <Gala> & "Friends"',
        guestName: 'Łukasz Wiśniewski',
      },
    });
    certificate = (await created.json()) as Record<string, string>;
  });
  afterAll(() => env.dispose());

  /** Files are fetched the way a browser would: the absolute URL, no credentials. */
  async function fetchFile(url: string | undefined) {
    expect(url?.startsWith(`${ORIGIN}/files/`)).toBe(true);
    return env.sandbox.fetch(new Request(url ?? ''));
  }

  it('serves an A4 PDF holding the guest name, the record and a link to the app', async () => {
    const response = await fetchFile(certificate.certificateUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    expect(pdf.getSubject()).toContain('Łukasz Wiśniewski');
    expect(pdf.getSubject()).toContain('kg CO2e');
    expect(pdf.getTitle()).toContain('Winter <Gala> & "Friends"');
    expect(pdf.getKeywords()).toContain(certificate.id);
  });

  for (const [field, width, height] of IMAGES) {
    it(`serves ${field} as a ${width}×${height} JPEG`, async () => {
      const response = await fetchFile(certificate[field]);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width, height });
    });
  }

  it('sends each file with a policy that lets the browser show it, and nothing frame or run it', async () => {
    for (const url of [certificate.certificateUrl, certificate.certificateFacebookUrl]) {
      const { headers } = await fetchFile(url);
      // The browser's own PDF and image views style their page inline; nothing else may load.
      expect(headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  it('generates each file once and keeps it in the store folder', async () => {
    const again = await fetchFile(certificate.certificateFacebookUrl);
    expect(again.status).toBe(200);
    const folder = path.join(env.dir, 'files', certificate.id ?? '', FILES_VERSION);
    const files = await readdir(folder);
    expect(files).toEqual(expect.arrayContaining(['facebook.jpg', 'twitter.jpg', 'linkedin.jpg']));
    expect(files.filter((name) => name.endsWith('.pdf'))).toHaveLength(1);
    expect(files.some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('serves the demo records’ files', async () => {
    const response = await call(
      env.sandbox,
      '/files/c4e5f6a7-b8c9-4dae-9f01-23456789abcd/linkedin.jpg',
      { credentials: false },
    );
    expect(response.status).toBe(200);
  });

  it('answers 400 to a malformed id and 404 to unknown records and files', async () => {
    const base = `/files/${certificate.id ?? ''}`;
    expect((await call(env.sandbox, '/files/nope/certificate.pdf')).status).toBe(400);
    expect(
      (await call(env.sandbox, '/files/00000000-0000-4000-8000-000000000000/facebook.jpg')).status,
    ).toBe(404);
    expect((await call(env.sandbox, `${base}/instagram.jpg`)).status).toBe(404);
  });
});
