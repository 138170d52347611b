/**
 * Processes an end-to-end test starts itself (a second sandbox, say). Each runs detached in a
 * process group of its own, so stopping it stops everything it started (`npx` starts `tsx`, which
 * starts `node`); its group id is recorded, and the run's global teardown fails when one is still
 * alive at the end.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
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
