/** The page that explains the sandbox's model to the readers of its certificates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/shared/language.ts';
import { FALLBACK_ROOM_NIGHT_FACTOR, MEAL_FACTORS, ROOM_NIGHT_FACTORS } from './model.ts';
import { METHODOLOGY_WORDS } from './files/methodology-words.ts';
import { ORIGIN, startSandbox } from './test-support.ts';

describe('the methodology page', () => {
  let env: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    env = await startSandbox();
  });
  afterAll(() => env.dispose());

  const get = (query: string, method = 'GET') =>
    Promise.resolve(env.sandbox.fetch(new Request(`${ORIGIN}/methodology${query}`, { method })));

  it.each(LANGUAGES)('is a page for readers in %s, naming no source file', async (language) => {
    const response = await get(`?lang=${language}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-language')).toBe(language);
    const html = await response.text();
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain(`<h1>${METHODOLOGY_WORDS[language].title}</h1>`);
    // Words for readers: no file, folder, function or field name of the code.
    expect(html).not.toMatch(/\.ts\b|\.md\b|src\/|sandbox\/|docs\/|model\.|roomNight|\(\)/);
    expect(html).not.toContain('<script');
  });

  it('takes its figures from the model, written the reader’s way', async () => {
    const german = await (await get('?lang=de')).text();
    expect(ROOM_NIGHT_FACTORS.DE).toBe(17);
    expect(german).toContain('<th scope="row">Deutschland</th><td class="number">17,0</td>');
    expect(FALLBACK_ROOM_NIGHT_FACTOR).toBe(15.45);
    expect(german).toContain('15,45 kg CO₂e');
    expect(MEAL_FACTORS.MEAT).toBe(2.4);
    expect(german).toContain('<th scope="row">Fleisch</th><td class="number">2,40</td>');
    const english = await (await get('?lang=en')).text();
    expect(english).toContain('<th scope="row">Germany</th><td class="number">17.0</td>');
    expect(english).toContain(
      '<th scope="row">International</th><td class="number">12,000 km</td><td class="number">1,920.00</td>',
    );
  });

  it('is English for no language or an unknown one, and links to the other languages', async () => {
    for (const query of ['', '?lang=xx', '?lang=']) {
      const response = await get(query);
      expect(response.headers.get('content-language')).toBe('en');
      expect(await response.text()).toContain('<html lang="en">');
    }
    const french = await (await get('?lang=fr')).text();
    expect(french).toContain('<a href="?lang=de" hreflang="de" lang="de">Deutsch</a>');
    expect(french).not.toContain('href="?lang=fr"');
  });

  it('runs nothing and loads nothing: only its own style sheet, allowed by its hash', async () => {
    const response = await get('?lang=it');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; /);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(style).digest('base64');
    expect(policy).toContain(`'sha256-${hash}'`);
  });

  it('answers only GET and HEAD', async () => {
    expect((await get('', 'POST')).status).toBe(405);
    expect((await get('', 'HEAD')).status).toBe(200);
  });
});
