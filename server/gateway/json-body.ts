/**
 * What a calculation's body may be before the gateway sends it on with the server's credentials:
 * JSON only. The body must be declared `application/json` (UTF-8, not encoded), parse as a JSON
 * object and nest at most `MAX_JSON_DEPTH` levels. The service gets the object written out anew,
 * never the caller's bytes: no XML, form, multipart or compressed body, no odd spacing or escapes,
 * and no `__proto__`, `constructor` or `prototype` key reaches it. A body with a number the rewrite
 * would change (out of a double's range or past its precision) is refused. (The size bound is the
 * gateway's body limit, checked before this.)
 */

/** Objects and arrays within one another, the body's own object counting as the first. */
export const MAX_JSON_DEPTH = 32;

/** Keys that change an object's prototype in many a JavaScript service's own parsing. */
const DROPPED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Invalid UTF-8 is refused, never replaced: such bytes are not JSON (RFC 8259, 8.1). */
const utf8 = new TextDecoder('utf-8', { fatal: true });

export type BodyCheck = { ok: true } | { ok: false; status: 415; detail: string };

/** The headers' part: JSON, in UTF-8, with no content coding. */
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

/** The body as the service gets it: the parsed object written out anew, or why it is refused. */
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

/** JSON's strings and numbers, in order; the text has parsed as JSON, so nothing else has digits. */
const STRING_OR_NUMBER = /"(?:[^"\\]|\\.)*"|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/**
 * What a number the rewrite could change has: an exponent, or 16 digits or more (a decimal of at
 * most 15 is exact in a double). A text without it (in its strings too) needs no closer look.
 */
const MAYBE_CHANGED = /\d(?:\.?\d){15}|\d[eE]/;

/** An integer of up to 15 digits is exact in a double. */
const SHORT_INTEGER = /^-?\d{1,15}$/;

/**
 * Whether every number in the text reaches the service as the number it is: the rewrite writes a
 * double, which turns `1e999999` into null and rounds `12345678901234567890`. `1e0`, `1.50` and
 * `-0` are the same numbers as the `1`, `1.5` and `0` written for them.
 */
function numbersKept(text: string): boolean {
  if (!MAYBE_CHANGED.test(text)) return true;
  for (const [token] of text.matchAll(STRING_OR_NUMBER)) {
    if (token.startsWith('"') || SHORT_INTEGER.test(token)) continue;
    const value = Number(token);
    if (!Number.isFinite(value) || decimalOf(token) !== decimalOf(String(value))) return false;
  }
  return true;
}

/**
 * A decimal number as its sign, significant digits and exponent (`150`, `1.50e2` and `1500e-1`
 * all read `15e3`: 0.15 × 10³); zero as `0`.
 */
function decimalOf(number: string): string {
  const [, sign = '', whole = '', fraction = '', exponent = '0'] =
    /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(number) ?? [];
  const digits = whole + fraction;
  const leading = digits.length - digits.replace(/^0+/, '').length;
  const significant = digits.slice(leading).replace(/0+$/, '');
  if (!significant) return '0';
  return `${sign}${significant}e${whole.length - leading + Number(exponent)}`;
}

/**
 * Drops the keys that could reach a prototype, in place, and tells whether `value` nests within
 * the bound. JSON.parse makes such keys own properties, so deleting one removes it and nothing else.
 */
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
