/**
 * The service gets the calculation's object written out anew, never the caller's bytes: no XML,
 * form or compressed body, no odd spacing or escapes, and no `__proto__`, `constructor` or
 * `prototype` key reaches it. A number the rewrite would change is refused. The size bound is the
 * gateway's body limit, checked before this.
 */

/** The body's own object counts as the first. */
export const MAX_JSON_DEPTH = 32;

/** They change an object's prototype in many a JavaScript service's own parsing. */
const DROPPED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Such bytes are not JSON (RFC 8259, 8.1): refused, never replaced. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

export type BodyCheck = { ok: true } | { ok: false; status: 415; detail: string };

export function checkJsonHeaders(
  contentType: string | undefined,
  contentEncoding: string | undefined,
): BodyCheck {
  const encoding = contentEncoding?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    return { ok: false, status: 415, detail: 'The request body must not be encoded (compressed).' };
  }
  const [essence = '', ...parameters] = (contentType ?? '').split(';');
  if (essence.trim().toLowerCase() !== 'application/json') {
    return { ok: false, status: 415, detail: 'The request body must be application/json.' };
  }
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset') continue;
    const charset = value
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') {
      return { ok: false, status: 415, detail: 'The request body must be UTF-8.' };
    }
  }
  return { ok: true };
}

export type JsonBody = { ok: true; json: string } | { ok: false; status: 400; detail: string };

export function rewrittenJson(bytes: ArrayBuffer | Uint8Array): JsonBody {
  let text: string;
  let value: unknown;
  try {
    text = utf8.decode(bytes);
    value = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, detail: 'The request body is not JSON in UTF-8.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, status: 400, detail: 'The request body must be a JSON object.' };
  }
  if (!cleaned(value, 1)) {
    return {
      ok: false,
      status: 400,
      detail: `The request body nests more than ${MAX_JSON_DEPTH} levels deep.`,
    };
  }
  if (!numbersKept(text)) {
    return {
      ok: false,
      status: 400,
      detail:
        'The request body holds a number that cannot be passed on as written (too large, too small or too precise).',
    };
  }
  return { ok: true, json: JSON.stringify(value) };
}

/** The text has parsed as JSON, so nothing outside these has digits. */
const STRING_OR_NUMBER = /"(?:[^"\\]|\\.)*"|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** A decimal of at most 15 digits is exact in a double; text without these needs no closer look. */
const MAYBE_CHANGED = /\d(?:\.?\d){15}|\d[eE]/;

const SHORT_INTEGER = /^-?\d{1,15}$/;

/** The rewrite writes a double: `1e999999` would become null, `12345678901234567890` rounded. */
function numbersKept(text: string): boolean {
  if (!MAYBE_CHANGED.test(text)) return true;
  for (const [token] of text.matchAll(STRING_OR_NUMBER)) {
    if (token.startsWith('"') || SHORT_INTEGER.test(token)) continue;
    const value = Number(token);
    if (!Number.isFinite(value) || decimalOf(token) !== decimalOf(String(value))) return false;
  }
  return true;
}

/** `150`, `1.50e2` and `1500e-1` all read `15e3`; zero as `0`. */
function decimalOf(number: string): string {
  const [, sign = '', whole = '', fraction = '', exponent = '0'] =
    /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(number) ?? [];
  const digits = whole + fraction;
  const leading = digits.length - digits.replace(/^0+/, '').length;
  const significant = digits.slice(leading).replace(/0+$/, '');
  if (!significant) return '0';
  return `${sign}${significant}e${whole.length - leading + Number(exponent)}`;
}

/** JSON.parse makes such keys own properties, so deleting one removes it and nothing else. */
function cleaned(value: unknown, depth: number): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (depth > MAX_JSON_DEPTH) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!cleaned(item, depth + 1)) return false;
    return true;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (DROPPED_KEYS.has(key)) Reflect.deleteProperty(record, key);
    else if (!cleaned(record[key], depth + 1)) return false;
  }
  return true;
}
