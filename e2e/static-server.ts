/**
 * Plain static file servers for the static build (`npm run build:static`), none of ours: Python's
 * `http.server` (no fallback: a missing file is a plain 404) and the `http-server` package, which
 * sends the folder's `404.html` for a missing file, as GitHub Pages does. Each runs in a process
 * group of its own (children.ts) and is stopped with it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, startChild, stopChild } from './children.ts';

export interface StaticServer {
  /** `http://127.0.0.1:<port>`, no final slash. */
  origin: string;
  stop: () => Promise<void>;
}

export type StaticServerKind = 'python' | 'http-server';

/** Serves `root` until stopped; resolves once it answers. */
export async function startStaticServer(
  root: string,
  kind: StaticServerKind,
): Promise<StaticServer> {
  const port = await freePort();
  const child =
    kind === 'python'
      ? startChild(
          'python3',
          ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', root],
          { stdio: 'ignore' },
        )
      : startChild(
          process.execPath,
          [
            path.resolve('node_modules/http-server/bin/http-server'),
            root,
            '-a',
            '127.0.0.1',
            '-p',
            String(port),
            // No caching and no logging: each test asks afresh, and the report stays readable.
            '-c-1',
            '-s',
          ],
          { stdio: 'ignore' },
        );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await fetch(`${origin}/`, { redirect: 'manual' });
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        await stopChild(child);
        throw new Error(`The ${kind} static server did not start on port ${port}.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { origin, stop: () => stopChild(child) };
}

/**
 * The static build for a base path, in `outRoot/<base>` (the server's root holds the base's
 * folder, as a host serves a project site). `E2E_STATIC_DIR`, set by `npm test`, names a build
 * of the same base made once for the whole run; otherwise the spec builds its own.
 */
export function staticBuild(outRoot: string, base: string): string {
  const prepared = process.env.E2E_STATIC_DIR;
  if (prepared && existsSync(path.join(prepared, base, 'index.html'))) return prepared;
  execFileSync(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'build/static.ts'],
    {
      env: { ...process.env, STATIC_BASE: base, STATIC_OUT_DIR: path.join(outRoot, base) },
      stdio: 'inherit',
    },
  );
  return outRoot;
}
