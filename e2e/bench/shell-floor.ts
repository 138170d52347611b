/**
 * The floor of a page's first paint: a copy of the page as the app's server sends it (its shell,
 * or a certificate's rendered page), as one response: its style sheets inline, and no scripts,
 * preloads or other links. Nothing can paint that page sooner than its one round trip; the app's
 * LCP is read against it, measured in the same turns (run.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompressFolder } from '../../build/precompress.ts';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>\s*/g;
const LINK = /<link\b[^>]*>\s*/g;
const HREF = /\bhref="([^"]+)"/;

/** The one-response copy of the page at `url`. */
async function floorOf(url: string): Promise<string> {
  const answer = await fetch(url, { headers: { 'accept-language': 'en' } });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}.`);
  const html = await answer.text();
  // A style sheet the page loads (a build that links them) is put inline where its link was;
  // a `disabled` link is only a marker (build/app-shell.ts): its style sheet is inline already.
  const sheets = new Map<string, string>();
  for (const [tag] of html.matchAll(LINK)) {
    const href = HREF.exec(tag)?.[1];
    if (!href || !/rel="stylesheet"/.test(tag) || /\bdisabled\b/.test(tag)) continue;
    const sheet = await fetch(new URL(href, url));
    if (!sheet.ok) throw new Error(`${href} answered ${sheet.status}.`);
    sheets.set(tag, `<style>${(await sheet.text()).trim()}</style>\n`);
  }
  return html.replace(SCRIPT, '').replace(LINK, (tag) => sheets.get(tag) ?? '');
}

/**
 * Writes the floor of each of `pages` (paths on `origin`) into `outDir`, precompressed as the app
 * is, each as `<index>/index.html`; returns the folder and each page's path on a server of it.
 */
export async function prepareShellFloors(
  origin: string,
  pages: readonly string[],
  outDir: string,
): Promise<{ folder: string; paths: Map<string, string> }> {
  const folder = path.resolve(outDir);
  rmSync(folder, { recursive: true, force: true });
  const paths = new Map<string, string>();
  for (const [index, page] of pages.entries()) {
    mkdirSync(path.join(folder, String(index)), { recursive: true });
    writeFileSync(path.join(folder, String(index), 'index.html'), await floorOf(origin + page));
    paths.set(page, `/${index}/`);
  }
  await precompressFolder(folder);
  return { folder, paths };
}
