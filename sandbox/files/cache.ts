/**
 * Certificate files are generated once per record and kept: on disk in the store folder (so a
 * restart does not render them again) and in a small in-memory LRU. Concurrent requests for the
 * same file share one rendering. Disk writes go to a temporary file first and are then renamed, so
 * a crash never leaves half a file behind.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** Bytes on their own ArrayBuffer, ready to be a Response body. */
export type Bytes = Uint8Array<ArrayBuffer>;

export class FileCache {
  readonly #dir: string;
  readonly #maxEntries: number;
  readonly #memory = new Map<string, Promise<Bytes>>();

  constructor(dir: string, maxEntries = 64) {
    this.#dir = dir;
    this.#maxEntries = maxEntries;
  }

  /** The file at `relativePath`, made by `make` the first time it is asked for. */
  get(relativePath: string, make: () => Promise<Uint8Array>): Promise<Bytes> {
    const cached = this.#memory.get(relativePath);
    if (cached) {
      this.#memory.delete(relativePath);
      this.#memory.set(relativePath, cached);
      return cached;
    }
    const pending = this.#load(relativePath, make);
    this.#memory.set(relativePath, pending);
    pending.catch(() => this.#memory.delete(relativePath));
    while (this.#memory.size > this.#maxEntries) {
      const oldest = this.#memory.keys().next().value;
      if (oldest === undefined) break;
      this.#memory.delete(oldest);
    }
    return pending;
  }

  async #load(relativePath: string, make: () => Promise<Uint8Array>): Promise<Bytes> {
    const file = path.join(this.#dir, relativePath);
    try {
      return new Uint8Array(await readFile(file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const bytes: Bytes = new Uint8Array(await make());
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch {
      // A store folder that cannot be written still serves the file from memory.
      await rm(temporary, { force: true }).catch(() => undefined);
    }
    return bytes;
  }
}
