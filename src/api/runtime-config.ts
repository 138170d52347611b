/**
 * The runtime config: what the server that sends the page tells the app about this deployment,
 * without a rebuild per deployment. The server writes it into every page it sends as
 *
 *   <script type="application/json" id="runtime-config">{…}</script>
 *
 * (and answers it at `GET /runtime-config.json`). A page without it (the Vite dev server, a static
 * host) runs as before: no gateway, the sandbox, a custom service allowed.
 *
 * Pure: imports only zod, so the app and the server share it.
 */
import * as z from 'zod/mini';

export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

const GATEWAY_ACCESS_LEVELS = ['all', 'certificates'] as const;

/**
 * The problem `type` (RFC 9457) of the gateway's 403 to a calculation under
 * `access: 'certificates'`: what tells the app that the site does not offer it, rather than that a
 * credential was refused. A tag URI: it names the problem and is never fetched.
 */
export const CERTIFICATES_ONLY_PROBLEM_TYPE = 'tag:emission-desk,2026:problem:certificates-only';

const runtimeConfigSchema = z.object({
  /**
   * "This site's service": the server holds the credentials and forwards the service's four
   * operations at `base` (a path on the page's own origin). `access: 'certificates'` allows only
   * the two certificate reads. Null when the server has no service configured.
   */
  gateway: z.nullable(
    z.object({
      base: z.string(),
      access: z.enum(GATEWAY_ACCESS_LEVELS),
      /** The unit the service reports emissions in. */
      emissionUnit: z.enum(['kg', 't']),
    }),
  ),
  /** Whether the built-in sandbox answers at `/sandbox` on this origin. */
  sandbox: z.boolean(),
  /**
   * Where the built-in sandbox's certificate files are (`{origin}/sandbox/files/`): links under it
   * are files this server makes, which the app asks for in the reader's language, whichever
   * service answered them (the gateway demo's service is this sandbox).
   */
  sandboxFiles: z.optional(z.string()),
  /** Whether the app may offer a custom service (base URL and credentials entered by the user). */
  customService: z.boolean(),
  /**
   * Whether this server answers the certificate card at `/embed/certificates/…` (and `/oembed`):
   * it can read certificates itself (the built-in sandbox, or this site's service) and has
   * PUBLIC_URL to build their addresses from. Absent on a static host.
   */
  embeds: z.optional(z.boolean()),
  /** The deployment's public origin (e.g. `https://desk.example.com`), when it is configured. */
  publicUrl: z.optional(z.string()),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** What a page without a runtime config runs as. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  gateway: null,
  sandbox: true,
  customService: true,
};

/** Parses the config's JSON text; a missing or malformed one gives the default. */
export function parseRuntimeConfig(json: string | null | undefined): RuntimeConfig {
  if (!json) return DEFAULT_RUNTIME_CONFIG;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : DEFAULT_RUNTIME_CONFIG;
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}

/** The config the server put into this page (for the app's start). */
export function readRuntimeConfig(doc: Document): RuntimeConfig {
  return parseRuntimeConfig(doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent);
}
