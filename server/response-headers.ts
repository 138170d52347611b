/**
 * Headers that a middleware adds to an answer once it is made (after `await next()`). They are set
 * on the answer's own headers, as Hono's secureHeaders middleware does: `c.header()` at that point
 * copies the finished answer for every header it sets, and a copied answer loses
 * @hono/node-server's direct write of its body (it is read back as a stream instead).
 */
import type { Context } from 'hono';

export function addHeaders(c: Context, headers: Readonly<Record<string, string>>): void {
  const target = c.res.headers;
  for (const [name, value] of Object.entries(headers)) target.set(name, value);
}
