/**
 * The browser's record store: the records in IndexedDB (through `idb`), one object store in the
 * order they were stored, and indexed in memory like the Node store, so lookups answer at once.
 * A fresh database is seeded with the demo records; a stored value that is not a valid record is
 * skipped, as the Node store skips a damaged line.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { RecordStorage } from '../platform.ts';
import { RecordIndex } from '../record-index.ts';
import { storedRecordSchema, type StoredRecord } from '../record.ts';

const RECORDS_STORE = 'records';

interface SandboxDb extends DBSchema {
  // Keys are generated in order, so reading them back gives the records as they were stored.
  records: { key: number; value: unknown };
}

export class IdbRecordStore implements RecordStorage {
  readonly #db: IDBPDatabase<SandboxDb>;
  readonly #index = new RecordIndex();
  /** Values in the database that were not valid records. */
  readonly skipped: number;

  private constructor(
    db: IDBPDatabase<SandboxDb>,
    records: readonly StoredRecord[],
    skipped: number,
  ) {
    this.#db = db;
    this.skipped = skipped;
    for (const record of records) this.#index.add(record);
  }

  static async open(name: string, seed: readonly StoredRecord[] = []): Promise<IdbRecordStore> {
    const db = await openDB<SandboxDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore(RECORDS_STORE, { autoIncrement: true });
      },
    });
    const values = await db.getAll(RECORDS_STORE);
    const records: StoredRecord[] = [];
    let skipped = 0;
    for (const value of values) {
      const parsed = storedRecordSchema.safeParse(value);
      if (parsed.success) records.push(parsed.data);
      else skipped += 1;
    }
    const store = new IdbRecordStore(db, records, skipped);
    if (values.length === 0 && seed.length > 0) await store.#write(seed);
    return store;
  }

  get size(): number {
    return this.#index.size;
  }

  get(id: string): StoredRecord | undefined {
    return this.#index.get(id);
  }

  newestByCorrelation(correlation: string): StoredRecord | undefined {
    return this.#index.newestByCorrelation(correlation);
  }

  append(record: StoredRecord): Promise<void> {
    return this.#write([record]);
  }

  close(): Promise<void> {
    this.#db.close();
    return Promise.resolve();
  }

  /** Visible to lookups only once the transaction has committed. */
  async #write(records: readonly StoredRecord[]): Promise<void> {
    const transaction = this.#db.transaction(RECORDS_STORE, 'readwrite', { durability: 'strict' });
    await Promise.all([
      ...records.map((record) => transaction.store.add(record)),
      transaction.done,
    ]);
    for (const record of records) this.#index.add(record);
  }
}
