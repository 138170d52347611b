/**
 * Names from all over Unicode. Legitimate ones (emoji, joiners, right-to-left text, combining
 * marks, XML-like text) round-trip exactly through the record, the certificate JSON, the PDF's
 * metadata and the social image; control characters, line breaks, unpaired surrogates and names
 * with nothing visible are refused with a 400 naming the field, and nothing is stored.
 */
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from './app.ts';
import { demoRecords } from './demo-records.ts';
import { socialImageSvg } from './files/images.ts';
import type { StoredRecord } from './record.ts';
import { RECORDS_FILE } from './store.ts';
import {
  call,
  errorFields,
  expectNoInternals,
  expectProblem,
  expectStaysUp,
  HOTEL_REQUEST,
  removeDir,
  startSandbox,
  temporaryDir,
  testOptions,
} from './test-support.ts';

const ACCEPTED = [
  ['emoji', '🌍 Klima-Gipfel 2026 🎉'],
  ['a joined emoji family', 'Familie 👩‍👩‍👧‍👦'],
  ['Arabic with a right-to-left mark', '\u200fمؤتمر المناخ'],
  ['Hebrew and Latin', 'כנס Tel Aviv'],
  ['Japanese', '東京サミット'],
  ['a combining accent', 'Zoe\u0301 Mu\u0308ller'],
  ['mathematical letters (astral plane)', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'],
  ['XML-like text', `<svg onload="x">&amp; ]]> 'quotes'`],
  ['a zero-width joiner inside a word', 'Zero\u200dWidth'],
] as const;

const REFUSED = [
  ['NUL', 'a\u0000b'],
  ['BEL', 'bell\u0007'],
  ['a line feed inside', 'two\nlines'],
  ['a carriage return inside', 'a\rb'],
  ['a tab inside', 'a\tb'],
  ['a C1 control (NEL)', 'a\u0085b'],
  ['a line separator', 'a\u2028b'],
  ['an unpaired high surrogate', 'x\ud800'],
  ['an unpaired low surrogate', '\udc00x'],
  ['only a zero-width space', '\u200b'],
  ['only direction marks and joiners', '\u200f\u200d\u200e'],
  ['a right-to-left override (U+202E)', 'Invoice \u202egpj.exe'],
  ['a left-to-right embedding (U+202A)', '\u202aKey'],
  ['a pop directional formatting (U+202C)', 'Key\u202c'],
  ['a left-to-right isolate (U+2066)', 'a\u2066b'],
  ['a pop directional isolate (U+2069)', 'a\u2069b'],
] as const;

const FIELDS = ['name', 'guestName', 'correlation'] as const;

describe('names', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox();
  });
  afterAll(() => env.dispose());

  it.each(ACCEPTED)('keeps %s exactly, in every form of the certificate', async (_label, text) => {
    const created = await call(env.sandbox, '/records', {
      body: { ...HOTEL_REQUEST, name: text, guestName: text, correlation: text },
    });
    expect(created.status).toBe(201);
    const certificate = (await created.json()) as Record<string, string>;
    expect(certificate).toMatchObject({ name: text, guestName: text, correlation: text });

    const byId = await call(env.sandbox, `/certificates/${certificate.id}`);
    expect(await byId.json()).toEqual(certificate);
    const byKey = await call(env.sandbox, `/certificates/${encodeURIComponent(text)}/correlation`);
    expect(await byKey.json()).toEqual(certificate);

    const pdf = await call(env.sandbox, `/files/${certificate.id}/certificate.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const document = await PDFDocument.load(await pdf.arrayBuffer(), { updateMetadata: false });
    expect(document.getTitle()).toBe(`Emission certificate: ${text}`);

    const jpeg = await call(env.sandbox, `/files/${certificate.id}/facebook.jpg`);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const stored = JSON.parse(
      (await readFile(path.join(env.dir, RECORDS_FILE), 'utf8')).trim().split('\n').at(-1) ?? '',
    ) as StoredRecord;
    expect(stored).toMatchObject({ name: text, guestName: text, correlation: text });
  });

  it('escapes names for the social image SVG', () => {
    const [record] = demoRecords();
    if (!record) throw new Error('no demo record');
    const svg = socialImageSvg({ ...record, name: `<svg onload="x">&amp; ]]>` }, 'facebook');
    expect(svg).toContain('&lt;svg onload=&quot;x&quot;&gt;&amp;amp; ]]&gt;');
    expect(svg).not.toContain('onload="x"');
  });

  it('trims white space around a name, line breaks included', async () => {
    const created = await call(env.sandbox, '/records', {
      body: { ...HOTEL_REQUEST, name: '\n\t Summit \r\n', guestName: ' Ada ' },
    });
    expect(await created.json()).toMatchObject({ name: 'Summit', guestName: 'Ada' });
  });

  it.each(REFUSED)('answers 400 naming the field to a name with %s', async (_label, text) => {
    const before = await readFile(path.join(env.dir, RECORDS_FILE), 'utf8');
    for (const field of FIELDS) {
      const body = { ...HOTEL_REQUEST, name: 'N', guestName: 'G', [field]: text };
      const problem = await expectProblem(await call(env.sandbox, '/records', { body }), 400);
      expect(errorFields(problem)).toEqual([field]);
      expect(problem.errors?.[0]?.pointer).toBe(`#/${field}`);
    }
    expect(await readFile(path.join(env.dir, RECORDS_FILE), 'utf8')).toBe(before);
    await expectStaysUp(env.sandbox);
  });

  it('answers 400 naming the key to a lookup by a key with a bidirectional override', async () => {
    const key = encodeURIComponent('DEMO-\u202eBERLIN-2026');
    const problem = await expectProblem(
      await call(env.sandbox, `/certificates/${key}/correlation`),
      400,
    );
    expect(errorFields(problem)).toEqual(['correlation']);
    expect(problem.detail).toContain('bidirectional');
  });

  it('names every refused field at once', async () => {
    const body = { ...HOTEL_REQUEST, name: 'a\u0000', guestName: 'b\u0007', correlation: '..' };
    const problem = await expectProblem(await call(env.sandbox, '/records', { body }), 400);
    expect(errorFields(problem)).toEqual(['name', 'guestName', 'correlation']);
  });
});

describe('a store edited by hand', () => {
  it('still renders the files of a record whose names hold control characters', async () => {
    const dir = await temporaryDir();
    try {
      const [seed] = demoRecords();
      if (!seed) throw new Error('no demo record');
      const id = '0badc0de-0000-4000-8000-000000000001';
      const record: StoredRecord = {
        ...seed,
        id,
        name: 'Bell\u0007 NUL\u0000 \ud800 \uffff',
        guestName: 'Line\nbreak',
      };
      await appendFile(path.join(dir, RECORDS_FILE), JSON.stringify(record) + '\n');
      const sandbox = await createSandbox(testOptions(dir));
      try {
        for (const file of ['certificate.pdf', 'facebook.jpg', 'twitter.jpg', 'linkedin.jpg']) {
          const response = await call(sandbox, `/files/${id}/${file}`);
          expect(response.status, file).toBe(200);
        }
        const certificate = await call(sandbox, `/certificates/${id}`);
        const text = await certificate.text();
        expectNoInternals(text, dir);
        expect(JSON.parse(text)).toMatchObject({ name: record.name, guestName: record.guestName });
      } finally {
        await sandbox.close();
      }
    } finally {
      await removeDir(dir);
    }
  });
});
