import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from './app.ts';
import { DEMO_STAYS } from './demo-records.ts';
import { RECORDS_FILE } from './store.ts';
import {
  call,
  errorFields,
  expectProblem,
  HOTEL_REQUEST,
  ORIGIN,
  removeDir,
  startSandbox,
  temporaryDir,
  testOptions,
} from './test-support.ts';

const RECORD_REQUEST = {
  ...HOTEL_REQUEST,
  name: 'Spring Conference',
  guestName: 'Zoë <Admin> & Co',
  correlation: 'BOOKING-42',
};

const SPEC_FIELDS = [
  'id',
  'correlation',
  'name',
  'guestName',
  'countryCode',
  'roomType',
  'numberOfPeople',
  'breakfast',
  'days',
  'emission',
  'date',
  'certificateUrl',
  'certificateFacebookUrl',
  'certificateTwitterUrl',
  'certificateLinkedinUrl',
];
/** Beyond spec 2.1: the stay's star rating, which the certificate's PDF shows too. */
const CERTIFICATE_FIELDS = [...SPEC_FIELDS, 'star'];

describe('records and certificates', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox({ now: () => new Date('2026-06-01T08:30:15.250Z') });
  });
  afterAll(() => env.dispose());

  it('serves the seeded demo records by id and by correlation key', async () => {
    for (const stay of DEMO_STAYS) {
      const byId = await call(env.sandbox, `/certificates/${stay.id}`);
      expect(byId.status).toBe(200);
      const certificate = (await byId.json()) as Record<string, unknown>;
      expect(Object.keys(certificate).sort()).toEqual([...CERTIFICATE_FIELDS].sort());
      expect(certificate).toMatchObject({
        id: stay.id,
        star: stay.star,
        correlation: stay.correlation,
        guestName: stay.guestName,
        roomType: stay.roomType,
        date: stay.date,
        certificateUrl: `${ORIGIN}/files/${stay.id}/certificate.pdf`,
        certificateFacebookUrl: `${ORIGIN}/files/${stay.id}/facebook.jpg`,
        certificateTwitterUrl: `${ORIGIN}/files/${stay.id}/twitter.jpg`,
        certificateLinkedinUrl: `${ORIGIN}/files/${stay.id}/linkedin.jpg`,
      });
      const byKey = await call(env.sandbox, `/certificates/${stay.correlation}/correlation`);
      expect(await byKey.json()).toEqual(certificate);
    }
  });

  it('finds an id regardless of letter case', async () => {
    const id = DEMO_STAYS[0]?.id.toUpperCase() ?? '';
    expect((await call(env.sandbox, `/certificates/${id}`)).status).toBe(200);
  });

  it('answers 400 to a malformed id and 404 to an unknown one', async () => {
    const malformed = await call(env.sandbox, '/certificates/12345');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ errors: [{ field: 'id' }] });
    const unknown = await call(env.sandbox, '/certificates/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const noKey = await call(env.sandbox, '/certificates/NO-SUCH-KEY/correlation');
    expect(noKey.status).toBe(404);
    expect(noKey.headers.get('content-type')).toBe('application/problem+json');
  });

  it('creates a record (201, Location) and serves its certificate', async () => {
    const response = await call(env.sandbox, '/records', { body: RECORD_REQUEST });
    expect(response.status).toBe(201);
    const certificate = (await response.json()) as Record<string, unknown>;
    expect(response.headers.get('location')).toBe(
      `${ORIGIN}/certificates/${String(certificate.id)}`,
    );
    expect(certificate).toMatchObject({
      correlation: 'BOOKING-42',
      name: 'Spring Conference',
      guestName: 'Zoë <Admin> & Co',
      countryCode: 'DE',
      roomType: 'STANDARD',
      numberOfPeople: 2,
      breakfast: true,
      days: 3,
      emission: 74.85,
      date: '2026-06-01T08:30:15',
    });
    const read = await call(env.sandbox, `/certificates/${String(certificate.id)}`);
    expect(await read.json()).toEqual(certificate);
  });

  it('keeps a given date exactly and generates a correlation key when none is given', async () => {
    const response = await call(env.sandbox, '/records', {
      body: { ...HOTEL_REQUEST, name: 'N', guestName: 'G', date: '2026-12-24T18:00' },
    });
    const certificate = (await response.json()) as Record<string, string>;
    expect(certificate.date).toBe('2026-12-24T18:00');
    expect(certificate.correlation).toMatch(/^SBX-[0-9A-F]{8}$/);
  });

  it('answers the newest record for a correlation key used twice', async () => {
    await call(env.sandbox, '/records', { body: { ...RECORD_REQUEST, correlation: 'TWICE' } });
    const second = await call(env.sandbox, '/records', {
      body: { ...RECORD_REQUEST, correlation: 'TWICE', days: 5 },
    });
    const newest = (await second.json()) as Record<string, unknown>;
    const lookup = await call(env.sandbox, '/certificates/TWICE/correlation');
    expect(await lookup.json()).toEqual(newest);
  });

  it.each(DEMO_STAYS.map((stay) => stay.correlation))(
    'answers 409 to a record with the reserved demo key %s, and the demo record stays',
    async (key) => {
      const before = await readFile(path.join(env.dir, RECORDS_FILE), 'utf8');
      for (const correlation of [key, ` ${key} `]) {
        const problem = await expectProblem(
          await call(env.sandbox, '/records', { body: { ...RECORD_REQUEST, correlation } }),
          409,
        );
        expect(errorFields(problem)).toEqual(['correlation']);
        expect(problem.detail).toContain('reserved');
      }
      expect(await readFile(path.join(env.dir, RECORDS_FILE), 'utf8')).toBe(before);
      const lookup = await call(env.sandbox, `/certificates/${key}/correlation`);
      const demo = DEMO_STAYS.find((stay) => stay.correlation === key);
      expect(await lookup.json()).toMatchObject({ id: demo?.id, guestName: demo?.guestName });
    },
  );

  it('answers 400 naming invalid record fields', async () => {
    const response = await call(env.sandbox, '/records', {
      body: { ...HOTEL_REQUEST, name: '   ', date: '24.12.2026' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { field: string }[] };
    expect(body.errors.map((error) => error.field).sort()).toEqual(['date', 'guestName', 'name']);
  });
});

describe('the store on disk', () => {
  it('keeps records across a restart', async () => {
    const dir = await temporaryDir();
    try {
      const first = await createSandbox(testOptions(dir));
      const created = await call(first, '/records', { body: RECORD_REQUEST });
      const certificate = (await created.json()) as Record<string, unknown>;
      await first.close();

      const second = await createSandbox(testOptions(dir));
      const read = await call(second, `/certificates/${String(certificate.id)}`);
      expect(read.status).toBe(200);
      expect(await read.json()).toEqual(certificate);
      expect(second.describe()).toContain('(4 records)');
      await second.close();
    } finally {
      await removeDir(dir);
    }
  });

  it('drops a torn last line and appends cleanly after it', async () => {
    const dir = await temporaryDir();
    try {
      const first = await createSandbox(testOptions(dir));
      await call(first, '/records', { body: RECORD_REQUEST });
      await first.close();
      const file = path.join(dir, RECORDS_FILE);
      await appendFile(file, '{"id":"11111111-2222-4333-8444-555555555555","correla');

      const second = await createSandbox(testOptions(dir));
      expect(second.describe()).toContain('(4 records)');
      const lookup = await call(second, '/certificates/BOOKING-42/correlation');
      expect(lookup.status).toBe(200);
      const created = await call(second, '/records', {
        body: { ...RECORD_REQUEST, correlation: 'AFTER-TEAR' },
      });
      expect(created.status).toBe(201);
      await second.close();

      const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
      expect(lines).toHaveLength(5);
      for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
      const third = await createSandbox(testOptions(dir));
      expect((await call(third, '/certificates/AFTER-TEAR/correlation')).status).toBe(200);
      await third.close();
    } finally {
      await removeDir(dir);
    }
  });

  it('seeds a fresh store only once', async () => {
    const dir = await temporaryDir();
    try {
      for (let run = 0; run < 2; run += 1) {
        const sandbox = await createSandbox(testOptions(dir));
        expect(sandbox.describe()).toContain('(3 records)');
        await sandbox.close();
      }
    } finally {
      await removeDir(dir);
    }
  });
});
