import { clearRecordedChildren } from './children.ts';

/** Starts the run with no recorded child processes. */
export default function globalSetup(): void {
  clearRecordedChildren();
}
