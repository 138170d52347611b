/**
 * Certificate pages rendered on the server (docs/decisions/0008-performance.md): a shared link
 * shows the certificate with the first paint, not after the app's scripts asked the service. The
 * server reads it where it can (the sandbox, or this site's service), renders the app's own
 * components from a query cache holding it, and sends that cache with the page for the app to
 * start from. Anything else (a custom service, a certificate not read in time, no renderer built)
 * sends the plain shell.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isGuid } from '../src/api/contract.ts';
import type { RuntimeConfig } from '../src/api/runtime-config.ts';
import { LANGUAGES, type Language } from '../src/shared/language.ts';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../src/shared/page-data.ts';
import { viewCookie } from '../src/shared/view-cookie.ts';
import type { CertificatePageInput, RenderedCertificatePage } from './render/certificate-page.tsx';
import { addToHead, jsonForScript, withTitle } from './html.ts';
import type { CertificateRef } from './certificate-paths.ts';
import type {
  CertificateRead,
  CertificateSource,
  CertificateSources,
} from './certificate-source.ts';

/** A larger page (a record with outsize fields) is sent as the plain shell. */
const RENDERED_PAGE_MAX_BYTES = 256 * 1024;

/** Inside the build folder, never served. */
export const RENDERER_PATH = path.join('server', 'certificate-page.js');

export interface Renderer {
  prepare: (languages: readonly Language[]) => Promise<void>;
  renderCertificatePage: (input: CertificatePageInput) => RenderedCertificatePage;
}

export interface CertificatePagesOptions {
  distDir: string;
  runtime: RuntimeConfig;
  certificates: CertificateSources;
  loadRenderer?: () => Promise<Renderer | null>;
}

export class CertificatePages {
  #renderer: Promise<Renderer | null> | undefined;

  constructor(private readonly options: CertificatePagesOptions) {}

  /** Null where the shell goes out as it is. */
  async render(
    html: string,
    {
      ref,
      origin,
      language,
      languages = [],
      cookie,
      read: readFrom,
    }: {
      ref: CertificateRef;
      /** '' for relative links; never the request's Host. */
      origin: string;
      language: Language;
      /** Accept-Language: their region's numbers. */
      languages?: readonly string[];
      cookie: string | undefined;
      /** Shared with its preview tags; null: past the limit. */
      read?: (source: CertificateSource) => Promise<CertificateRead> | null;
    },
  ): Promise<string | null> {
    if (ref.by !== 'id' || !isGuid(ref.id)) return null;
    const { id } = ref;
    const { runtime, certificates } = this.options;
    const view = viewCookie(cookie);
    // A first visit reads this site's service where there is one, else the sandbox (settings store).
    const service = view?.service ?? (runtime.gateway ? 'gateway' : 'sandbox');
    if (service === 'custom') return null;
    const source = certificates[service];
    if (!source) return null;
    const renderer = await this.#load();
    if (!renderer) return null;
    const read = await (readFrom ? readFrom(source) : source.read(ref, view?.unit ?? 'kg'));
    // An answer the app refuses is rendered as the app's page says it; any other failure, or none
    // to show, goes out as the plain shell, for the app to read itself.
    const certificate = read?.kind === 'found' ? read.certificate : undefined;
    const refusal = read?.kind === 'failed' ? read.refusal : undefined;
    if (!certificate && !refusal) return null;
    // The certificate goes with the page: one too large for the page is not rendered at all.
    if (JSON.stringify(certificate ?? {}).length > RENDERED_PAGE_MAX_BYTES) return null;
    const page = renderer.renderCertificatePage({
      id,
      ...(certificate ? { certificate } : { refusal }),
      language,
      languages,
      service,
      emissionUnit:
        service === 'gateway' && runtime.gateway
          ? runtime.gateway.emissionUnit
          : (view?.unit ?? 'kg'),
      runtime,
      origin,
    });
    const data: PageData = { state: page.state };
    const titled = page.title ? withTitle(html, page.title) : html;
    const rendered = withRoot(
      addToHead(
        titled,
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`,
      ),
      page.markup,
    );
    // A record of outsize fields goes out as the plain shell: the app reads it itself.
    return Buffer.byteLength(rendered) > RENDERED_PAGE_MAX_BYTES ? null : rendered;
  }

  #load(): Promise<Renderer | null> {
    const { distDir, loadRenderer = () => builtRenderer(distDir) } = this.options;
    this.#renderer ??= (async () => {
      const renderer = await loadRenderer();
      await renderer?.prepare(LANGUAGES);
      return renderer;
    })().catch((error: unknown) => {
      console.error('The certificate page renderer could not be loaded:', error);
      return null;
    });
    return this.#renderer;
  }
}

async function builtRenderer(distDir: string): Promise<Renderer | null> {
  const file = path.join(distDir, RENDERER_PATH);
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as Renderer) : null;
}

export function withRoot(html: string, markup: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</div>', html.indexOf('<noscript', start));
  if (start === -1 || end === -1 || end < start) return html;
  return `${html.slice(0, start)}<div id="root">${markup}${html.slice(end)}`;
}
