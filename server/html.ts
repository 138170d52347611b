/** Escaping text is src/shared/escape-html.ts, which the app's embed code uses too. */

/**
 * `<`, `>`, `&` and the line separators older JavaScript did not allow in strings are written as
 * \u escapes, so no `</script>` or `<!--` can end or bend the element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** At its start when it has no head. */
export function addToHead(html: string, fragment: string): string {
  const end = html.search(/<\/head\s*>/i);
  if (end === -1) return fragment + html;
  return html.slice(0, end) + fragment + html.slice(end);
}

/**
 * The one place a page's `<title>` is written, for the build's shells and the server's pages.
 * `title` is HTML text, escaped.
 */
export function withTitle(html: string, title: string): string {
  const start = html.indexOf('<title>');
  const end = html.indexOf('</title>', start);
  if (start === -1 || end === -1) return html;
  return `${html.slice(0, start)}<title>${title}${html.slice(end)}`;
}
