/**
 * Writing into the HTML the server sends: additions to a page's head. Escaping text is
 * src/shared/escape-html.ts, which the app's embed code uses too.
 */

/**
 * JSON for the inside of a `<script type="application/json">` element: `<`, `>` and `&` are
 * written as \u escapes (so no `</script>` or `<!--` can end or bend the element) and so are the
 * line separators JavaScript once did not allow in strings. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Puts `fragment` at the end of the page's head (or at its start when it has no head). */
export function addToHead(html: string, fragment: string): string {
  const end = html.search(/<\/head\s*>/i);
  if (end === -1) return fragment + html;
  return html.slice(0, end) + fragment + html.slice(end);
}

/**
 * The page with `title` as its document title: the one place a page's `<title>` is written, for
 * the shells at build time and the pages the server sends. `title` is HTML text, escaped (React's
 * rendered title is; a plain text goes through `escapeHtml` first). A page with no `<title>` is
 * returned as it is.
 */
export function withTitle(html: string, title: string): string {
  const start = html.indexOf('<title>');
  const end = html.indexOf('</title>', start);
  if (start === -1 || end === -1) return html;
  return `${html.slice(0, start)}<title>${title}${html.slice(end)}`;
}
