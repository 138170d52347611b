import type { Sandbox } from '../sandbox/app.ts';

/**
 * Starts the sandbox service for mounting at `basePath`. A server without it still serves the app:
 * the app then reports the service as unreachable. `listenUrl` (the server's own address) is the
 * origin of the sandbox's links when PUBLIC_URL is not set.
 */
export async function loadSandbox(basePath: string, listenUrl?: string): Promise<Sandbox | null> {
  if (process.env.SANDBOX === 'off') return null;
  try {
    const { createSandbox, sandboxOptionsFromEnv } = await import('../sandbox/app.ts');
    const publicUrl = process.env.PUBLIC_URL ? undefined : listenUrl;
    return await createSandbox(
      sandboxOptionsFromEnv(process.env, { basePath, ...(publicUrl ? { publicUrl } : {}) }),
    );
  } catch (error) {
    console.error('The sandbox service could not start; serving the app without it.', error);
    return null;
  }
}
