/**
 * Processes an end-to-end test starts itself (a second sandbox, say). Each runs detached in a
 * process group of its own, so stopping it stops everything it started (`npx` starts `tsx`, which
 * starts `node`); its group id is recorded, and the run's global teardown fails when one is still
 * alive at the end.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * One file per run: the end-to-end run's global setup names it after its own process
 * (`E2E_RUN_ID`, which the workers inherit); anything else that starts children (the benchmark)
 * keeps a file of its own process. Two runs at once never see each other's children.
 */
const childrenFile = () =>
  join(tmpdir(), `emission-desk-e2e-children-${process.env.E2E_RUN_ID ?? process.pid}.txt`);

/** Starts `command` in a new process group and records the group. */
export function startChild(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  if (child.pid !== undefined) appendFileSync(childrenFile(), `${child.pid}\n`);
  return child;
}

/** Whether any process of the group `pid` is alive. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops the whole group: SIGTERM, and SIGKILL for what is left after `graceMs`. */
export async function stopChild(child: ChildProcess | undefined, graceMs = 5_000): Promise<void> {
  const pid = child?.pid;
  if (pid === undefined) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
}

/** The recorded groups; `clear` forgets them. */
export function recordedChildren(): number[] {
  try {
    return readFileSync(childrenFile(), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map(Number)
      .filter((pid) => Number.isInteger(pid) && pid > 0);
  } catch {
    return [];
  }
}

export function clearRecordedChildren(): void {
  rmSync(childrenFile(), { force: true });
}

/** A port nothing listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `npx tsx <script>` in a process group of its own (startChild) and resolves with it once it
 * prints `ready`. One that exits first or never gets ready is stopped, and the start fails with
 * what it printed.
 */
export async function startScript(
  script: string,
  env: Record<string, string>,
  ready: string,
  timeoutMs = 90_000,
): Promise<ChildProcess> {
  const child = startChild('npx', ['tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`${script} did not start: ${output}`)),
        timeoutMs,
      );
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(ready)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${script} exited (${code}): ${output}`));
      });
    });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return child;
}
