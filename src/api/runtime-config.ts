/**
 * What the server tells the app about this deployment without a rebuild per deployment: written
 * into every page as `<script type="application/json" id="runtime-config">`. A page without it
 * (the Vite dev server, a static host) runs with the sandbox and a custom service allowed.
 */
import * as z from 'zod/mini';

export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

export const GATEWAY_ACCESS_LEVELS = ['all', 'certificates'] as const;

/**
 * The gateway's 403 under `access: 'certificates'`: the site does not offer the calculation, no
 * credential was refused. A tag URI: never fetched.
 */
export const CERTIFICATES_ONLY_PROBLEM_TYPE = 'tag:emission-desk,2026:problem:certificates-only';

export const runtimeConfigSchema = z.object({
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
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  gateway: null,
  sandbox: true,
  customService: true,
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
