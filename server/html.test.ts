import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../src/api/runtime-config.ts';
import { escapeHtml } from '../src/shared/escape-html.ts';
import { addToHead, jsonForScript, withTitle } from './html.ts';

describe('writing into HTML', () => {
  it('escapes text so that markup in it stays text', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;',
    );
  });

  it('writes JSON that cannot end its script element and reads back unchanged', () => {
    const value = { publicUrl: '</script><script>alert(1)</script><!--\u2028&' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('adds to the end of the head', () => {
    expect(addToHead('<html><head><title>t</title></head><body></body></html>', '<meta />')).toBe(
      '<html><head><title>t</title><meta /></head><body></body></html>',
    );
  });
});

describe('a page’s title', () => {
  it('is written in the one title element, as given, whatever patterns the text holds', () => {
    const page = '<html><head><title>Emission Desk</title></head><body><title>x</title></body>';
    expect(withTitle(page, escapeHtml("Gala $& $' <b>"))).toBe(
      '<html><head><title>Gala $&amp; $&#39; &lt;b&gt;</title></head><body><title>x</title></body>',
    );
  });

  it('leaves a page with no title as it is', () => {
    expect(withTitle('<html><head></head></html>', 'Gala')).toBe('<html><head></head></html>');
  });
});

describe('the runtime config', () => {
  it('falls back to no gateway, the sandbox and a custom service when missing or malformed', () => {
    const fallback = { gateway: null, sandbox: true, customService: true };
    expect(parseRuntimeConfig(null)).toEqual(fallback);
    expect(parseRuntimeConfig('{not json')).toEqual(fallback);
    expect(parseRuntimeConfig('{"gateway":{"base":"/api","access":"everything"}}')).toEqual(
      fallback,
    );
  });
});
