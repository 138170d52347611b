/**
 * Names this run's record of child processes (e2e/children.ts) after the runner's process: the
 * workers inherit the variable, so they and the teardown share one file, and no other run does.
 */
export default function globalSetup(): void {
  process.env.E2E_RUN_ID = String(process.pid);
}
