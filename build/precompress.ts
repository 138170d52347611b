import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to each text file of the build, so that the
 * server sends compressed files without compressing on every request (about a quarter of the bytes).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'emission-desk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|json|txt)$/.test(file) && !file.startsWith('.vite'))
          .map(async (file) => {
            const source = path.join(outDir, file);
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
    },
  };
}
