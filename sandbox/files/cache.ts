/**
 * Certificate files are generated once per record and kept: on disk in the store folder (so a
 * restart does not render them again) and in a small in-memory LRU. Concurrent requests for the
 * same file share one rendering. Disk writes go to a temporary file first and are then renamed, so
 * a crash never leaves half a file behind.
 *
 * The files on disk are bounded: when they hold more than `maxDiskBytes`, the least recently used
 * ones are deleted (they are made again when asked for). Use is tracked in memory, starting from
 * the files' modification times at start-up. A folder that cannot be written still serves every
 * file, from memory; that is logged, with a count.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

import type { Bytes, FileStorage } from '../platform.ts';

export type { Bytes } from '../platform.ts';

export interface FileCacheOptions {
  /** Files kept in memory (default 64). */
  maxEntries?: number;
  /** Bytes kept on disk before the least recently used files are deleted (default: no bound). */
  maxDiskBytes?: number;
  log?: (message: string) => void;
}

async function listFiles(
  dir: string,
  root: string,
  into: Map<string, number>,
  times: Map<string, number>,
) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await listFiles(full, root, into, times);
    else if (entry.isFile()) {
      const info = await stat(full).catch(() => null);
      if (!info) continue;
      if (entry.name.endsWith('.tmp')) {
        // Left by a crash between writing and renaming.
        await rm(full, { force: true }).catch(() => undefined);
        continue;
      }
      const relative = path.relative(root, full).split(path.sep).join('/');
      into.set(relative, info.size);
      times.set(relative, info.mtimeMs);
    }
  }
}

export class FileCache implements FileStorage {
  readonly #dir: string;
  readonly #maxEntries: number;
  readonly #maxDiskBytes: number;
  readonly #log: (message: string) => void;
  readonly #memory = new Map<string, Promise<Bytes>>();
  /** Files on disk and their sizes, least recently used first. */
  readonly #disk = new Map<string, number>();
  #diskBytes = 0;
  #unwritten = 0;

  private constructor(dir: string, options: FileCacheOptions) {
    this.#dir = dir;
    this.#maxEntries = options.maxEntries ?? 64;
    this.#maxDiskBytes = options.maxDiskBytes ?? Number.POSITIVE_INFINITY;
    this.#log = options.log ?? ((message) => console.warn(message));
  }

  /** A cache of files under `dir` (paths are relative to it), knowing what is already on disk. */
  static async open(dir: string, subfolder: string, options: FileCacheOptions = {}) {
    const cache = new FileCache(dir, options);
    const sizes = new Map<string, number>();
    const times = new Map<string, number>();
    await listFiles(path.join(dir, subfolder), dir, sizes, times);
    const byAge = [...sizes.keys()].sort((a, b) => (times.get(a) ?? 0) - (times.get(b) ?? 0));
    for (const file of byAge) cache.#track(file, sizes.get(file) ?? 0);
    await cache.#evict();
    return cache;
  }

  /** Bytes of the files on disk. */
  get diskBytes(): number {
    return this.#diskBytes;
  }

  /** Files that could not be written to disk and were served from memory. */
  get unwritten(): number {
    return this.#unwritten;
  }

  /** The file at `relativePath`, made by `make` the first time it is asked for. */
  get(relativePath: string, make: () => Promise<Uint8Array>): Promise<Bytes> {
    this.#touch(relativePath);
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

  #track(relativePath: string, size: number): void {
    this.#diskBytes += size - (this.#disk.get(relativePath) ?? 0);
    this.#disk.delete(relativePath);
    this.#disk.set(relativePath, size);
  }

  #touch(relativePath: string): void {
    const size = this.#disk.get(relativePath);
    if (size === undefined) return;
    this.#disk.delete(relativePath);
    this.#disk.set(relativePath, size);
  }

  /** Deletes the least recently used files until the rest fit, keeping `keep`. */
  async #evict(keep?: string): Promise<void> {
    for (const [file, size] of this.#disk) {
      if (this.#diskBytes <= this.#maxDiskBytes) break;
      if (file === keep) continue;
      this.#disk.delete(file);
      this.#diskBytes -= size;
      await rm(path.join(this.#dir, file), { force: true }).catch(() => undefined);
    }
  }

  async #load(relativePath: string, make: () => Promise<Uint8Array>): Promise<Bytes> {
    const file = path.join(this.#dir, relativePath);
    try {
      const bytes = new Uint8Array(await readFile(file));
      this.#track(relativePath, bytes.byteLength);
      return bytes;
    } catch {
      // Not there (or not readable: a folder in the way, no permission): made again below.
      this.#forget(relativePath);
    }
    const bytes: Bytes = new Uint8Array(await make());
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      this.#track(relativePath, bytes.byteLength);
      await this.#evict(relativePath);
    } catch (error) {
      // A store folder that cannot be written still serves the file from memory.
      await rm(temporary, { force: true }).catch(() => undefined);
      this.#unwritten += 1;
      this.#reportUnwritten(error);
    }
    return bytes;
  }

  #forget(relativePath: string): void {
    const size = this.#disk.get(relativePath);
    if (size === undefined) return;
    this.#disk.delete(relativePath);
    this.#diskBytes -= size;
  }

  /** Logs the first failed write and then every tenfold count (1, 10, 100, …). */
  #reportUnwritten(error: unknown): void {
    const count = this.#unwritten;
    if (10 ** Math.round(Math.log10(count)) !== count) return;
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    this.#log(
      `Sandbox: the files folder cannot be written (${code}); certificate files are served from memory only (${count} ${count === 1 ? 'file' : 'files'} so far).`,
    );
  }
}
