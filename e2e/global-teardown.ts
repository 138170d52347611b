import { clearRecordedChildren, groupAlive, recordedChildren } from './children.ts';

/**
 * Fails the run when a process a test started is still alive: a test must stop what it starts.
 * The survivors are killed, so a failed run leaves nothing behind either.
 */
export default function globalTeardown(): void {
  const survivors = recordedChildren().filter(groupAlive);
  for (const pid of survivors) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone in the meantime.
    }
  }
  clearRecordedChildren();
  if (survivors.length > 0) {
    throw new Error(
      `A test left ${survivors.length} process ${survivors.length === 1 ? 'group' : 'groups'} running (${survivors.join(', ')}); stop what a test starts with stopChild (e2e/children.ts).`,
    );
  }
}
