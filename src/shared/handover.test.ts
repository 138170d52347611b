import { describe, expect, it } from 'vitest';
import { restoredAddress } from './handover.ts';

const at = (href: string) => {
  const url = new URL(href);
  return { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash };
};
const BASE = '/emission-desk/';

describe('the address a static host hands over', () => {
  it('puts back the path, query and fragment that 404.html handed over', () => {
    const handed = encodeURIComponent('/certificates/DEMO-1?via=mail#files');
    expect(restoredAddress(at(`https://x.test/emission-desk/?deep-link=${handed}`), BASE)).toBe(
      '/emission-desk/certificates/DEMO-1?via=mail#files',
    );
    expect(
      restoredAddress(
        at(`https://x.test/?deep-link=${encodeURIComponent('/event?nights=2')}`),
        '/',
      ),
    ).toBe('/event?nights=2');
  });

  it('never leaves the origin, whatever the handed path says', () => {
    for (const path of ['//evil.test/x', '/\\evil.test/x', 'https://evil.test/', 'event']) {
      const href = `https://x.test/emission-desk/?deep-link=${encodeURIComponent(path)}`;
      expect(restoredAddress(at(href), BASE)).toBe('/emission-desk/');
    }
  });

  it('drops the final slash a host adds for a page’s folder, and keeps every other address', () => {
    expect(restoredAddress(at('https://x.test/emission-desk/event/?nights=2'), BASE)).toBe(
      '/emission-desk/event?nights=2',
    );
    expect(restoredAddress(at('https://x.test/emission-desk/'), BASE)).toBeNull();
    expect(restoredAddress(at('https://x.test/emission-desk/event?nights=2'), BASE)).toBeNull();
    expect(restoredAddress(at('https://x.test/event?deep-link=%2Fhotel'), BASE)).toBeNull();
  });
});
