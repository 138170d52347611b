/**
 * The embedded record store: one append-only JSON Lines file. Each record is one line, written in a
 * single append and flushed with fsync before the record becomes visible, so a crash can only ever
 * tear the line being written. On open, a torn last line is dropped (and cut off the file, so the
 * next append starts on a clean line); every complete line before it is kept.
 * See docs/decisions/0003-sandbox-store.md.
 */
import { mkdir, open, readFile, truncate, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { RecordStorage } from './platform.ts';
import { RecordIndex } from './record-index.ts';
import { storedRecordSchema, type StoredRecord } from './record.ts';

export const RECORDS_FILE = 'records.jsonl';

export interface StoreLoadReport {
  records: number;
  /** Bytes of a torn last line that were cut off. */
  tornBytes: number;
  /** Complete lines that were not valid records (damaged by something other than a crash). */
  skippedLines: number;
}

function parseRecordLine(line: string): StoredRecord | null {
  try {
    const parsed = storedRecordSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function syncDirectory(dir: string): Promise<void> {
  // Makes the new file's directory entry durable; not supported on every platform.
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}

export class RecordStore implements RecordStorage {
  readonly file: string;
  readonly loadReport: StoreLoadReport;
  readonly #index = new RecordIndex();
  #handle: FileHandle | null;
  /** Length of the file in bytes: where a failed append is cut back to. */
  #bytes: number;
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(
    file: string,
    handle: FileHandle,
    bytes: number,
    loadReport: StoreLoadReport,
  ) {
    this.file = file;
    this.#handle = handle;
    this.#bytes = bytes;
    this.loadReport = loadReport;
  }

  /** Opens (or creates) the store in `dir`; an empty store is seeded with `seed`. */
  static async open(dir: string, seed: readonly StoredRecord[] = []): Promise<RecordStore> {
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, RECORDS_FILE);
    const content = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    const records: StoredRecord[] = [];
    const report: StoreLoadReport = { records: 0, tornBytes: 0, skippedLines: 0 };
    if (content !== null) {
      const lastNewline = content.lastIndexOf(0x0a);
      const complete = content.subarray(0, lastNewline + 1).toString('utf8');
      report.tornBytes = content.length - (lastNewline + 1);
      for (const line of complete.split('\n')) {
        if (line.trim() === '') continue;
        const record = parseRecordLine(line);
        if (record) records.push(record);
        else report.skippedLines += 1;
      }
      if (report.tornBytes > 0) await truncate(file, lastNewline + 1);
    }
    const handle = await open(file, 'a');
    if (content === null) await syncDirectory(dir);
    const bytes = content === null ? 0 : content.length - report.tornBytes;
    const store = new RecordStore(file, handle, bytes, report);
    for (const record of records) store.#index.add(record);
    if (records.length === 0 && report.skippedLines === 0 && seed.length > 0) {
      await store.#write(seed);
    }
    report.records = store.size;
    return store;
  }

  get size(): number {
    return this.#index.size;
  }

  /** The record with this id (case-insensitive GUID), if stored. */
  get(id: string): StoredRecord | undefined {
    return this.#index.get(id);
  }

  /** The most recently stored record with this correlation key (exact match). */
  newestByCorrelation(correlation: string): StoredRecord | undefined {
    return this.#index.newestByCorrelation(correlation);
  }

  /** Stores a record durably; resolves once it is on disk and visible to lookups. */
  append(record: StoredRecord): Promise<void> {
    return this.#write([record]);
  }

  async close(): Promise<void> {
    const handle = this.#handle;
    this.#handle = null;
    await this.#queue.catch(() => undefined);
    await handle?.close();
  }

  #write(records: readonly StoredRecord[]): Promise<void> {
    const run = async () => {
      const handle = this.#handle;
      if (!handle) throw new Error('The record store is closed.');
      const lines = Buffer.from(records.map((record) => JSON.stringify(record) + '\n').join(''));
      try {
        await handle.appendFile(lines);
        await handle.sync();
      } catch (error) {
        // Cut a partly written line off again, so later appends start on a clean line.
        await handle.truncate(this.#bytes).catch(() => undefined);
        throw error;
      }
      this.#bytes += lines.length;
      for (const record of records) this.#index.add(record);
    };
    const result = this.#queue.then(run, run);
    this.#queue = result.catch(() => undefined);
    return result;
  }
}
