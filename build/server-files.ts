import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The compiled server runs the sandbox, which reads its fonts from a `fonts` folder beside its own
 * module (sandbox/files/node-fonts.ts): a copy goes beside the server's modules in the build.
 */
export function serverFiles(fontDir = 'sandbox/files/fonts'): Plugin {
  return {
    name: 'emission-desk-server-files',
    apply: 'build',
    generateBundle() {
      for (const file of readdirSync(fontDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `fonts/${file}`,
          source: readFileSync(path.join(fontDir, file)),
        });
      }
    },
  };
}
