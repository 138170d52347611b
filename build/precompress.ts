import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** So that a server sends compressed files without compressing on every request. */
export async function precompressFolder(folder: string): Promise<void> {
  const files = await readdir(folder, { recursive: true });
  await Promise.all(
    files
      .filter((file) => /\.(js|css|html|svg|json|txt)$/.test(file) && !file.startsWith('.vite'))
      .map(async (file) => {
        const source = path.join(folder, file);
        const content = await readFile(source);
        if (content.length < 512) return;
        await writeFile(
          `${source}.br`,
          brotliCompressSync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        await writeFile(`${source}.gz`, gzipSync(content, { level: 9 }));
      }),
  );
}

/** The server sends the copies when the browser accepts them. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'emission-desk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
