/**
 * A plain static file server for the static build, none of ours: Python's `http.server`, bound to
 * this machine, in a process group of its own (./children.ts) so that stopping it stops it all.
 */
import type { ChildProcess } from 'node:child_process';
import { freePort, startChild, stopChild } from './children.ts';

export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function startStaticServer(dir: string): Promise<StaticServer> {
  const port = await freePort();
  const child: ChildProcess = startChild(
    'python3',
    ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dir],
    { stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (!(await answers(`${origin}/`))) {
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`The static file server did not start on port ${port}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, stop: () => stopChild(child) };
}
