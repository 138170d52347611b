/**
 * Hono answers HEAD by running the GET route and copying its answer without the body. Under
 * @hono/node-server 1.x that copy takes the answer's headers as the answer was made, not as they
 * are once the server's middleware has added its own (honojs/node-server#304, fixed in 2.x):
 * a HEAD answer would go out without its security headers and request id. So, around everything
 * else, a HEAD answer is made again from its headers as they are now.
 */
import type { MiddlewareHandler } from 'hono';

export const headAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== 'HEAD') return;
  c.res = new Response(null, { status: c.res.status, headers: c.res.headers });
};
