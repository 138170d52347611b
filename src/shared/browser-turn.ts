/**
 * A turn for the browser between parts of the app's start: a module that awaits this at its top
 * level is evaluated in a task of its own, after the browser has handled what came in meanwhile
 * (input, a frame). Resolves at once outside a browser (the server, tests in Node).
 */
export function browserTurn(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
