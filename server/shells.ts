/** Read and compressed once, runtime config written in; pages with preview tags per request. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { RUNTIME_CONFIG_ELEMENT_ID } from '../src/api/runtime-config.ts';
import { addToHead, jsonForScript } from './html.ts';

export interface Shell {
  html: string;
  brotli: Buffer;
}

export class Shells {
  readonly #shells = new Map<string, Promise<Shell>>();
  readonly #configTag: string;

  constructor(
    private readonly distDir: string,
    runtimeConfig: unknown,
  ) {
    this.#configTag = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${jsonForScript(runtimeConfig)}</script>`;
  }

  get(file: string): Promise<Shell> {
    let shell = this.#shells.get(file);
    if (!shell) {
      shell = readFile(path.join(this.distDir, file), 'utf8').then((source) => {
        const html = addToHead(source, this.#configTag);
        return { html, brotli: compress(html, zlib.BROTLI_MAX_QUALITY) };
      });
      // A missing file is not remembered: a build may still be on its way.
      shell.catch(() => this.#shells.delete(file));
      this.#shells.set(file, shell);
    }
    return shell;
  }
}

export function compress(html: string, quality = 5): Buffer {
  return brotliCompressSync(html, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length },
  });
}
