/**
 * Reads a JSON request body within the size limit. The limit is checked twice: against the declared
 * Content-Length before reading, and against the bytes actually received while streaming, so a
 * missing or false Content-Length cannot get a larger body through.
 */
import { problem } from './problem.ts';

export const MAX_BODY_BYTES = 64 * 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

function tooLarge(): JsonBody {
  return {
    ok: false,
    response: problem({
      status: 413,
      detail: `The request body is larger than ${MAX_BODY_BYTES} bytes (64 kB).`,
      extensions: { maxBytes: MAX_BODY_BYTES },
    }),
  };
}

function isJsonMediaType(contentType: string | null): boolean {
  if (contentType === null || contentType.trim() === '') return true;
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<JsonBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return tooLarge();
  if (!isJsonMediaType(request.headers.get('content-type'))) {
    return {
      ok: false,
      response: problem({
        status: 415,
        detail: 'The request body must be JSON (Content-Type: application/json).',
      }),
    };
  }
  let bytes: Uint8Array | null;
  try {
    bytes = await readLimited(request, limit);
  } catch {
    // The client went away mid-body (or timed out): nothing is wrong with the sandbox.
    return malformed('The request body ended before it was complete.');
  }
  if (bytes === null) return tooLarge();
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
