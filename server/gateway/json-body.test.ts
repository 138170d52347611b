import { describe, expect, it } from 'vitest';
import { checkJsonHeaders, MAX_JSON_DEPTH, rewrittenJson } from './json-body.ts';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);

describe('checkJsonHeaders', () => {
  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON ; Charset="UTF8"',
    'application/json; x-other=1',
  ])('takes %s', (type) => {
    expect(checkJsonHeaders(type, undefined)).toEqual({ ok: true });
  });

  it.each([
    [undefined, undefined],
    ['text/json', undefined],
    ['application/jsonp', undefined],
    ['application/problem+json', undefined],
    ['application/json; charset=latin1', undefined],
    ['application/json', 'gzip'],
    ['application/json', 'br, identity'],
  ])('refuses type %s with encoding %s as 415', (type, encoding) => {
    expect(checkJsonHeaders(type, encoding)).toMatchObject({ ok: false, status: 415 });
  });

  it('takes the identity encoding, which is none', () => {
    expect(checkJsonHeaders('application/json', 'identity')).toEqual({ ok: true });
  });
});

describe('rewrittenJson', () => {
  it(`takes objects nested ${MAX_JSON_DEPTH} deep and refuses one more level`, () => {
    expect(rewrittenJson(bytes(nested(MAX_JSON_DEPTH)))).toEqual({
      ok: true,
      json: nested(MAX_JSON_DEPTH),
    });
    expect(rewrittenJson(bytes(nested(MAX_JSON_DEPTH + 1)))).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it('counts arrays as levels too', () => {
    const arrays = (levels: number) => `{"a":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    expect(rewrittenJson(bytes(arrays(MAX_JSON_DEPTH))).ok).toBe(true);
    expect(rewrittenJson(bytes(arrays(MAX_JSON_DEPTH + 1))).ok).toBe(false);
  });

  it('drops prototype keys and keeps everything else, values as JSON reads them', () => {
    const result = rewrittenJson(
      bytes('{"a":1.50,"__proto__":{"x":1},"b":[{"constructor":1,"c":"\\u00e9"}],"prototype":0}'),
    );
    expect(result).toEqual({ ok: true, json: '{"a":1.5,"b":[{"c":"é"}]}' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([
    ['not JSON', '{a:1}'],
    ['an array', '[]'],
    ['a number', '1'],
    ['empty', ''],
  ])('refuses a body that is %s as 400', (_name, text) => {
    expect(rewrittenJson(bytes(text))).toMatchObject({ ok: false, status: 400 });
  });

  it.each([
    '1e999999',
    '-1e400',
    '1e-400',
    '12345678901234567890',
    '9007199254740993',
    '1234567890.12345678',
    '0.10000000000000000001',
  ])('refuses %s, which a double would change, as 400', (number) => {
    expect(rewrittenJson(bytes(`{"a":[${number}]}`))).toMatchObject({ ok: false, status: 400 });
  });

  it('takes numbers a double keeps, and digits in strings whatever they spell', () => {
    expect(
      rewrittenJson(
        bytes(
          '{"a":[1e0,1.50,-0,1E+2,0.1,1234567890.1234567,5e-324,1.7976931348623157e308],' +
            '"b":"1e999999 12345678901234567890 \\"1e999"}',
        ),
      ),
    ).toEqual({
      ok: true,
      json:
        '{"a":[1,1.5,0,100,0.1,1234567890.1234567,5e-324,1.7976931348623157e+308],' +
        '"b":"1e999999 12345678901234567890 \\"1e999"}',
    });
  });

  it('refuses bytes that are not UTF-8 rather than replacing them', () => {
    const invalid = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x22, 0x7d]);
    expect(rewrittenJson(invalid.buffer)).toMatchObject({ ok: false, status: 400 });
  });
});
