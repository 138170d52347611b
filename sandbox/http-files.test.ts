import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES_VERSION } from './routes/files.ts';
import { call, HOTEL_REQUEST, ORIGIN, pdfText, startSandbox } from './test-support.ts';

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
    expect(pdf.getSubject()).toContain('kg CO₂e');
    expect(pdf.getTitle()).toContain('Winter <Gala> & "Friends"');
    expect(pdf.getKeywords()).toContain(certificate.id);
  });

  it('points the PDF’s reader to the methodology page, in the PDF’s language, at an address that serves it', async () => {
    const response = await fetchFile(certificate.certificateUrl);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Methodology: ${ORIGIN}/methodology?lang=en`);
    const methodology = await env.sandbox.fetch(new Request(`${ORIGIN}/methodology?lang=en`));
    expect(methodology.status).toBe(200);
    expect(methodology.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const body = await methodology.text();
    expect(body).toContain('<h1>How the sandbox calculates emissions</h1>');

    const german = await fetchFile(`${certificate.certificateUrl}?lang=de`);
    const germanText = await pdfText(new Uint8Array(await german.arrayBuffer()));
    expect(germanText).toContain(`Methodik: ${ORIGIN}/methodology?lang=de`);
  });

  it('writes each file in the language its link asks for, one file per language', async () => {
    const text = async (url: string) => {
      const response = await fetchFile(url);
      expect(response.status).toBe(200);
      return pdfText(new Uint8Array(await response.arrayBuffer()));
    };
    const pdfUrl = certificate.certificateUrl ?? '';
    const german = await text(`${pdfUrl}?lang=de`);
    expect(german).toContain('Emissionszertifikat');
    expect(german).toContain('Aufenthalt von Łukasz Wiśniewski');
    expect(german).not.toContain('Emission certificate');
    const french = await text(`${pdfUrl}?lang=fr`);
    expect(french).toContain('Certificat d’émissions');
    const italian = await text(`${pdfUrl}?lang=it`);
    expect(italian).toContain('Certificato delle emissioni');
    // No language, an unknown one, and English are the same English file.
    expect(await text(`${pdfUrl}?lang=xx`)).toBe(await text(pdfUrl));
    expect(await text(`${pdfUrl}?lang=EN`)).toContain('Emission certificate');

    const image = async (url: string) => {
      const response = await fetchFile(url);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      return { bytes: Buffer.from(await response.arrayBuffer()), response };
    };
    const facebook = certificate.certificateFacebookUrl ?? '';
    const english = await image(facebook);
    const germanImage = await image(`${facebook}?lang=de`);
    expect(english.response.headers.get('content-language')).toBe('en');
    expect(germanImage.response.headers.get('content-language')).toBe('de');
    expect(germanImage.bytes.equals(english.bytes)).toBe(false);
    expect((await image(`${facebook}?lang=de-CH`)).bytes.equals(germanImage.bytes)).toBe(true);

    const folder = path.join(env.dir, 'files', certificate.id ?? '', FILES_VERSION);
    expect((await readdir(folder)).sort()).toEqual(['de', 'en', 'fr', 'it']);
    expect(await readdir(path.join(folder, 'de'))).toContain('facebook.jpg');
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

  it('says where its file links start, for the app to know them as the sandbox’s', () => {
    expect(env.sandbox.filesUrl).toBe(`${ORIGIN}/files/`);
    for (const [field] of IMAGES)
      expect(certificate[field]?.startsWith(env.sandbox.filesUrl)).toBe(true);
    expect(certificate.certificateUrl?.startsWith(env.sandbox.filesUrl)).toBe(true);
  });

  it('names each file for people, in the language its link asks for, in UTF-8 with an ASCII fallback', async () => {
    const disposition = async (url: string | undefined, language: string) => {
      const link = new URL(url ?? '');
      link.searchParams.set('lang', language);
      return (await fetchFile(link.href)).headers.get('content-disposition');
    };
    expect(await disposition(certificate.certificateUrl, 'de')).toBe(
      `inline; filename="Emissionszertifikat - Winter Gala & Friends.pdf"; ` +
        `filename*=UTF-8''Emissionszertifikat%20%E2%80%93%20Winter%20Gala%20%26%20Friends.pdf`,
    );
    expect(await disposition(certificate.certificateUrl, 'en')).toBe(
      `inline; filename="Emission certificate - Winter Gala & Friends.pdf"; ` +
        `filename*=UTF-8''Emission%20certificate%20%E2%80%93%20Winter%20Gala%20%26%20Friends.pdf`,
    );
    const french = await disposition(certificate.certificateLinkedinUrl, 'fr');
    const utf8 = /filename\*=UTF-8''([^;]+)$/.exec(french ?? '')?.[1] ?? '';
    expect(decodeURIComponent(utf8)).toBe(
      'Certificat d’émissions – Winter Gala & Friends – LinkedIn.jpg',
    );
    expect(french).toContain(
      `filename="Certificat d'emissions - Winter Gala & Friends - LinkedIn.jpg"`,
    );
  });

  it('generates each file once and keeps it in the store folder', async () => {
    const again = await fetchFile(certificate.certificateFacebookUrl);
    expect(again.status).toBe(200);
    const folder = path.join(env.dir, 'files', certificate.id ?? '', FILES_VERSION, 'en');
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
