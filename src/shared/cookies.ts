/** Reading a cookie from a Cookie header (the server) or `document.cookie`. Imports nothing. */

/** The value of the cookie `name` in a Cookie header, if it is there. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, value = ''] = part.split('=').map((piece) => piece.trim());
    if (key === name) return value;
  }
  return undefined;
}
