/**
 * `npm run build:static`: the app for any static file host (GitHub Pages, an S3 bucket, an
 * intranet share, `python3 -m http.server`), with its sandbox in a Service Worker.
 *
 *   STATIC_BASE=/emission-desk/ npm run build:static    (default `/`; the folder it is served at)
 *   STATIC_OUT_DIR=some/folder                          (default `dist-static`)
 *
 * Writes the client build with that base; the runtime config of a static host into each page
 * (no server of ours: no gateway, cards or link previews; the sandbox runs in the browser); a
 * `404.html` that hands a deep link over to the app; and the sandbox's worker.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import {
  RUNTIME_CONFIG_ELEMENT_ID,
  STATIC_HOST_RUNTIME_CONFIG,
} from '../src/api/runtime-config.ts';
import { normalizeBase, STATIC_MODE } from '../src/shared/base-path.ts';
import { HANDOVER_PARAM } from '../src/shared/handover.ts';
import { buildSandboxWorker } from './sandbox-worker.ts';

/** What only the app's own server reads: compressed copies, its style policy, nginx's include. */
const SERVER_ONLY = /(?:\.br|\.gz|^style-hashes\.json|^nginx-style-src\.conf)$/;

export async function buildStatic(options: { base: string; outDir: string }): Promise<void> {
  const base = normalizeBase(options.base);
  const outDir = path.resolve(options.outDir);
  await build({ mode: STATIC_MODE, base, logLevel: 'warn', build: { outDir, emptyOutDir: true } });

  const files = (await readdir(outDir, { recursive: true })).map((file) =>
    file.split(path.sep).join('/'),
  );
  await Promise.all(
    files
      .filter((file) => SERVER_ONLY.test(path.posix.basename(file)))
      .map((file) => rm(path.join(outDir, file))),
  );
  const config = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${JSON.stringify(
    STATIC_HOST_RUNTIME_CONFIG,
  )}</script>`;
  await Promise.all(
    files
      .filter((file) => file.endsWith('.html'))
      .map(async (file) => {
        const target = path.join(outDir, file);
        const html = await readFile(target, 'utf8');
        if (!html.includes('</head>')) throw new Error(`${file} has no </head>.`);
        await writeFile(target, html.replace('</head>', `  ${config}\n  </head>`));
      }),
  );
  await writeFile(path.join(outDir, '404.html'), handoverPage(base));
  await buildSandboxWorker({ outDir, base });
}

/**
 * What a static host sends for a path it has no file for (GitHub Pages and others send
 * `404.html`): the app's start page at the base, with the path, its query and fragment in
 * `?deep-link=`; the app puts them back in the address before its router reads it (src/app/main.tsx).
 * A path outside the base is not the app's: the page says so and links to the app.
 */
export function handoverPage(base: string): string {
  const script = `(function () {
      var base = ${JSON.stringify(base)};
      var l = window.location;
      if (l.pathname.indexOf(base) !== 0) return;
      var rest = l.pathname.slice(base.length - 1) + l.search + l.hash;
      l.replace(base + '?${HANDOVER_PARAM}=' + encodeURIComponent(rest));
    })();`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Emission Desk</title>
    <script>
    ${script}
    </script>
  </head>
  <body>
    <main>
      <h1>Emission Desk</h1>
      <p><a href="${base}">Open Emission Desk</a></p>
    </main>
  </body>
</html>
`;
}

// Compared as paths: a checkout's folder may hold characters a file URL escapes.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const base = process.env.STATIC_BASE ?? '/';
  const outDir = process.env.STATIC_OUT_DIR ?? 'dist-static';
  await buildStatic({ base, outDir });
  process.stdout.write(`Built the static app for ${normalizeBase(base)} into ${outDir}.\n`);
}
