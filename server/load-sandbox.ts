import type { Sandbox } from '../sandbox/app.ts';

/**
 * Starts the sandbox service for mounting at `basePath`. A server without it still serves the app:
 * the app then reports the service as unreachable.
 */
export async function loadSandbox(basePath: string): Promise<Sandbox | null> {
  if (process.env.SANDBOX === 'off') return null;
  try {
    const { createSandbox, sandboxOptionsFromEnv } = await import('../sandbox/app.ts');
    return await createSandbox(sandboxOptionsFromEnv(process.env, { basePath }));
  } catch (error) {
    console.error('The sandbox service could not start; serving the app without it.', error);
    return null;
  }
}
