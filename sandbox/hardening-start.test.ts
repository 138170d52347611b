/**
 * Nothing is lost in silence at start: a damaged line in the record store and a files folder that
 * cannot be written are both said in the log, with counts.
 */
import { appendFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSandbox } from './app.ts';
import { RECORDS_FILE } from './store.ts';
import { call, HOTEL_REQUEST, removeDir, temporaryDir, testOptions } from './test-support.ts';

describe('the log at start', () => {
  it('counts the damaged lines of the store it skipped', async () => {
    const dir = await temporaryDir();
    try {
      const first = await createSandbox(testOptions(dir));
      await first.close();
      const file = path.join(dir, RECORDS_FILE);
      await appendFile(file, '{"id":"not a record"}\nnot even JSON\n');
      const created = await createSandbox(testOptions(dir));
      await call(created, '/records', {
        body: { ...HOTEL_REQUEST, name: 'After', guestName: 'Ana' },
      });
      await created.close();

      const messages: string[] = [];
      const sandbox = await createSandbox(testOptions(dir, { log: (line) => messages.push(line) }));
      await sandbox.close();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/2 damaged lines .*records\.jsonl skipped/);
      expect(messages[0]).toContain('the other 4 records are served');
    } finally {
      await removeDir(dir);
    }
  });

  it('says nothing about a sound store', async () => {
    const dir = await temporaryDir();
    try {
      const messages: string[] = [];
      for (let run = 0; run < 2; run += 1) {
        const sandbox = await createSandbox(
          testOptions(dir, { log: (line) => messages.push(line) }),
        );
        await sandbox.close();
      }
      expect(messages).toEqual([]);
    } finally {
      await removeDir(dir);
    }
  });

  it('counts the files it serves from memory when the files folder cannot be written', async () => {
    const dir = await temporaryDir();
    try {
      // A plain file where the folder should be: no folder can be made there, even by root.
      await writeFile(path.join(dir, 'files'), 'in the way');
      const messages: string[] = [];
      const sandbox = await createSandbox(testOptions(dir, { log: (line) => messages.push(line) }));
      const demo = '/files/3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
      for (const file of ['certificate.pdf', 'facebook.jpg', 'twitter.jpg']) {
        expect((await call(sandbox, `${demo}/${file}`, { credentials: false })).status).toBe(200);
      }
      await sandbox.close();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/files folder cannot be written \(E[A-Z]+\)/);
      expect(messages[0]).toContain('served from memory only (1 file so far)');
    } finally {
      await removeDir(dir);
    }
  });
});
