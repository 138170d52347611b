/**
 * Builds the benchmark's floor page (e2e/bench/floor/) with the app's own Vite config: the same
 * React plugin, target, minifier and precompression. Only the plugins that write the app's page
 * shells are left out, since the floor has one page of its own.
 */
import path from 'node:path';
import { build, loadConfigFromFile, type PluginOption } from 'vite';

const APP_ONLY_PLUGINS = /app-shell|sandbox/;

function withoutAppPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flat(Infinity as 1).filter((plugin): plugin is PluginOption => {
    if (!plugin || typeof plugin !== 'object' || !('name' in plugin)) return Boolean(plugin);
    return !APP_ONLY_PLUGINS.test(plugin.name);
  });
}

/** Builds the floor into `outDir` and returns its absolute path. */
export async function buildFloor(outDir: string): Promise<string> {
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' });
  if (!loaded) throw new Error('No Vite config found for the floor build.');
  const { config } = loaded;
  const absolute = path.resolve(outDir);
  await build({
    ...config,
    configFile: false,
    root: path.resolve('e2e/bench/floor'),
    base: '/',
    logLevel: 'warn',
    plugins: withoutAppPlugins(config.plugins),
    build: { ...config.build, outDir: absolute, emptyOutDir: true },
  });
  return absolute;
}
