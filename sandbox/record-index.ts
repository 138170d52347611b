/** The records in memory, as both hosts' stores look them up. */
import { isGuid } from '../src/api/contract.ts';
import type { StoredRecord } from './record.ts';

export class RecordIndex {
  readonly #byId = new Map<string, StoredRecord>();
  readonly #byCorrelation = new Map<string, StoredRecord>();

  get size(): number {
    return this.#byId.size;
  }

  /** A later record with a correlation key takes it over. */
  add(record: StoredRecord): void {
    const normalized = { ...record, id: record.id.toLowerCase() };
    this.#byId.set(normalized.id, normalized);
    this.#byCorrelation.set(normalized.correlation, normalized);
  }

  /** The record with this id (case-insensitive GUID), if stored. */
  get(id: string): StoredRecord | undefined {
    return isGuid(id) ? this.#byId.get(id.toLowerCase()) : undefined;
  }

  /** The most recently stored record with this correlation key (exact match). */
  newestByCorrelation(correlation: string): StoredRecord | undefined {
    return this.#byCorrelation.get(correlation);
  }
}
