import type { Sandbox, SandboxOptions } from '../sandbox/app.ts';
import { ConfigError } from './config.ts';

/**
 * A malformed SANDBOX_* setting throws a ConfigError; a sandbox that fails to start otherwise is
 * left out, and the app reports the service as unreachable. `listenUrl` is the origin of the
 * sandbox's links when PUBLIC_URL is not set.
 */
export async function loadSandbox(basePath: string, listenUrl?: string): Promise<Sandbox | null> {
  if (process.env.SANDBOX === 'off') return null;
  const { createSandbox, sandboxOptionsFromEnv } = await import('../sandbox/app.ts');
  const publicUrl = process.env.PUBLIC_URL ? undefined : listenUrl;
  let options: SandboxOptions;
  try {
    options = sandboxOptionsFromEnv(process.env, { basePath, ...(publicUrl ? { publicUrl } : {}) });
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  try {
    return await createSandbox(options);
  } catch (error) {
    console.error('The sandbox service could not start; serving the app without it.', error);
    return null;
  }
}
