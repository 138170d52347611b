import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts the `npm start` server (without its build step) on a port of its own, with a fresh store. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  /** A path that answers 200 once the server is ready. */
  readyPath = '/sandbox/openapi.json',
): Promise<RunningServer> {
  const storeDir = `.sandbox-data/bench-${port}`;
  rmSync(storeDir, { recursive: true, force: true });
  // Node itself (not npx), so that stopping it stops the server and not only a wrapper.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), SANDBOX_STORE_DIR: storeDir, ...env },
    // Its log (a line per request) is not read: a pipe nobody empties would fill and hold the
    // server's last lines, and with them its exit.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${origin}${readyPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (exited)
      throw new Error(
        `The server on port ${port} stopped before it was ready (is the port in use?).`,
      );
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The server did not start on port ${port} within 60 s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
