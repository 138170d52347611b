/**
 * The browser's certificate files: kept in memory, the most recently used first, and made again
 * when the worker restarts (a file takes a fraction of a second to make). Concurrent requests for
 * the same file share one rendering; a failed one is forgotten, so the next request tries again.
 */
import type { Bytes, FileStorage } from '../platform.ts';

export class MemoryFiles implements FileStorage {
  readonly #maxEntries: number;
  readonly #files = new Map<string, Promise<Bytes>>();

  constructor(maxEntries = 32) {
    this.#maxEntries = maxEntries;
  }

  get size(): number {
    return this.#files.size;
  }

  get(relativePath: string, make: () => Promise<Uint8Array>): Promise<Bytes> {
    const cached = this.#files.get(relativePath);
    this.#files.delete(relativePath);
    const file = cached ?? make().then((bytes): Bytes => new Uint8Array(bytes));
    this.#files.set(relativePath, file);
    if (!cached) file.catch(() => this.#files.delete(relativePath));
    for (const oldest of this.#files.keys()) {
      if (this.#files.size <= this.#maxEntries) break;
      this.#files.delete(oldest);
    }
    return file;
  }
}
