/**
 * Request bodies: at most 64 kB, by Hono's bodyLimit (`limitBody`, on every route that reads one,
 * after the credentials are checked), which refuses a declared Content-Length over the limit before
 * reading and otherwise counts the bytes as they arrive. Node's HTTP server delivers no more bytes
 * than a Content-Length declares (server/http-server.test.ts). `readJsonBody` then reads the JSON.
 */
import { bodyLimit } from 'hono/body-limit';
import { problem } from './problem.ts';

export const MAX_BODY_BYTES = 64 * 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

/** The size limit of every request body, as middleware before the handler reads it. */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () =>
    problem({
      status: 413,
      detail: `The request body is larger than ${MAX_BODY_BYTES} bytes (64 kB).`,
      extensions: { maxBytes: MAX_BODY_BYTES },
    }),
});

function isJsonMediaType(contentType: string | null): boolean {
  if (contentType === null || contentType.trim() === '') return true;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** The request's JSON body; `limitBody` has kept its size within the limit. */
export async function readJsonBody(request: Request): Promise<JsonBody> {
  if (!isJsonMediaType(request.headers.get('content-type'))) {
    return {
      ok: false,
      response: problem({
        status: 415,
        detail: 'The request body must be JSON (Content-Type: application/json).',
      }),
    };
  }
  let bytes: ArrayBuffer;
  try {
    bytes = await request.arrayBuffer();
  } catch {
    // The client went away mid-body (or timed out): nothing is wrong with the sandbox.
    return malformed('The request body ended before it was complete.');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return malformed('The request body is not valid UTF-8.');
  }
  if (text.trim() === '') return malformed('The request body is empty; a JSON object is expected.');
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return malformed('The request body is not valid JSON.');
  }
}

function malformed(detail: string): JsonBody {
  return { ok: false, response: problem({ status: 400, detail }) };
}
