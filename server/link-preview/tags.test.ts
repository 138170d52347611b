import { describe, expect, it } from 'vitest';
import type { Certificate } from '../../src/api/contract.ts';
import { previewDescription } from './tags.ts';

const stay = (countryCode: string): Certificate => ({ days: 2, countryCode });
const describeIn = (countryCode: string, language: 'en' | 'de') =>
  previewDescription(stay(countryCode), { language, pageUrl: null });

describe('a country in a link preview', () => {
  it('takes its article and case in German', () => {
    expect(describeIn('CH', 'de')).toBe('ein Aufenthalt von 2 Tagen in der Schweiz');
    expect(describeIn('NL', 'de')).toBe('ein Aufenthalt von 2 Tagen in den Niederlanden');
    expect(describeIn('US', 'de')).toBe('ein Aufenthalt von 2 Tagen in den Vereinigten Staaten');
    expect(describeIn('GB', 'de')).toBe('ein Aufenthalt von 2 Tagen im Vereinigten Königreich');
    expect(describeIn('AE', 'de')).toBe(
      'ein Aufenthalt von 2 Tagen in den Vereinigten Arabischen Emiraten',
    );
    expect(describeIn('MV', 'de')).toBe('ein Aufenthalt von 2 Tagen auf den Malediven');
    expect(describeIn('IR', 'de')).toBe('ein Aufenthalt von 2 Tagen im Iran');
    expect(describeIn('TR', 'de')).toBe('ein Aufenthalt von 2 Tagen in der Türkei');
  });

  it('needs none in German where the name takes none', () => {
    expect(describeIn('DE', 'de')).toBe('ein Aufenthalt von 2 Tagen in Deutschland');
    expect(describeIn('PT', 'de')).toBe('ein Aufenthalt von 2 Tagen in Portugal');
  });

  it('takes “the” in English where the name needs it', () => {
    expect(describeIn('NL', 'en')).toBe('a stay of 2 days in the Netherlands');
    expect(describeIn('US', 'en')).toBe('a stay of 2 days in the United States');
    expect(describeIn('GB', 'en')).toBe('a stay of 2 days in the United Kingdom');
    expect(describeIn('CH', 'en')).toBe('a stay of 2 days in Switzerland');
  });
});
