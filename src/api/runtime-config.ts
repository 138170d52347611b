/**
 * What the server tells the app about this deployment without a rebuild per deployment: written
 * into every page as `<script type="application/json" id="runtime-config">`. A page without it
 * (the Vite dev server) runs with the sandbox and a custom service allowed; the static build writes
 * its own (`STATIC_HOST_RUNTIME_CONFIG`).
 */
import * as z from 'zod/mini';

export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

const GATEWAY_ACCESS_LEVELS = ['all', 'certificates'] as const;

/**
 * The gateway's 403 under `access: 'certificates'`: the site does not offer the calculation, no
 * credential was refused. A tag URI: never fetched.
 */
export const CERTIFICATES_ONLY_PROBLEM_TYPE = 'tag:emission-desk,2026:problem:certificates-only';

const runtimeConfigSchema = z.object({
  /** The server holds the credentials and forwards the four operations at `base`; null: none. */
  gateway: z.nullable(
    z.object({
      base: z.string(),
      access: z.enum(GATEWAY_ACCESS_LEVELS),
      emissionUnit: z.enum(['kg', 't']),
    }),
  ),
  sandbox: z.boolean(),
  /** Links under it are files this server makes, asked for in the reader's language. */
  sandboxFiles: z.optional(z.string()),
  customService: z.boolean(),
  /** Absent on a static host. */
  embeds: z.optional(z.boolean()),
  publicUrl: z.optional(z.string()),
  /**
   * Served by a plain static file host (`npm run build:static`): no server of this app, and the
   * sandbox runs in the page's Service Worker (registered by the app, src/settings/sandbox-worker.ts).
   */
  staticHost: z.optional(z.boolean()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  gateway: null,
  sandbox: true,
  customService: true,
};

/** No server of ours behind it; the sandbox's files' origin is added by the app as it starts. */
export const STATIC_HOST_RUNTIME_CONFIG: RuntimeConfig = {
  gateway: null,
  sandbox: true,
  customService: true,
  embeds: false,
  staticHost: true,
};

/** A missing or malformed config gives the default. */
export function parseRuntimeConfig(json: string | null | undefined): RuntimeConfig {
  if (!json) return DEFAULT_RUNTIME_CONFIG;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : DEFAULT_RUNTIME_CONFIG;
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}

export function readRuntimeConfig(doc: Document): RuntimeConfig {
  return parseRuntimeConfig(doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent);
}
