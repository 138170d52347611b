/**
 * What a host gives the sandbox: the parts that differ between Node (a JSON Lines file, files on
 * disk, sharp) and a browser's Service Worker (IndexedDB, memory, OffscreenCanvas). Everything
 * else (routes, validation, model, wording, the PDF) is one code for both.
 */
import type { Language } from '../src/shared/language.ts';
import type { SocialNetwork } from './files/image-layout.ts';
import type { StoredRecord } from './record.ts';

/** Bytes on their own ArrayBuffer, ready to be a Response body. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** The records, indexed in memory; `append` resolves once the record is stored for good. */
export interface RecordStorage {
  readonly size: number;
  /** The record with this id (case-insensitive GUID), if stored. */
  get(id: string): StoredRecord | undefined;
  /** The most recently stored record with this correlation key (exact match). */
  newestByCorrelation(correlation: string): StoredRecord | undefined;
  append(record: StoredRecord): Promise<void>;
  close(): Promise<void>;
}

/** Certificate files kept once made: `make` runs the first time a path is asked for. */
export interface FileStorage {
  get(relativePath: string, make: () => Promise<Uint8Array>): Promise<Bytes>;
}

/** Draws a certificate's social image as a JPEG of the network's size. */
export type ImageRenderer = (
  record: StoredRecord,
  network: SocialNetwork,
  language: Language,
) => Promise<Uint8Array>;

export interface SandboxPlatform {
  records: RecordStorage;
  files: FileStorage;
  images: ImageRenderer;
  /** Where the records are kept, for the start-up line (`store .sandbox-data/records.jsonl`). */
  describeStore(): string;
}
