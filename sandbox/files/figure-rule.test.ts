import { describe, expect, it } from 'vitest';
import { demoRecords } from '../demo-records.ts';
import { socialImageSvg } from './images.ts';

describe('the social images follow the one figure rule', () => {
  it('write 16.25 kg as 16.3, as the app and the PDF do', () => {
    const paris = demoRecords().find((record) => record.emission === 16.25);
    expect(paris).toBeDefined();
    if (!paris) return;
    const svg = socialImageSvg(paris, 'facebook');
    expect(svg).toContain('>16.3<');
    expect(svg).not.toContain('16.25');
  });

  it('write the figure with the reader’s decimal comma, and 1,000 kg on in tonnes', () => {
    const [paris, dubai] = ['DEMO-PARIS-2026', 'DEMO-DUBAI-2026'].map((key) =>
      demoRecords().find((record) => record.correlation === key),
    );
    if (!paris || !dubai) throw new Error('no demo records');
    expect(socialImageSvg(paris, 'facebook', 'de')).toContain('>16,3<');
    expect(dubai.emission).toBe(1814.61);
    const dubaiSvg = socialImageSvg(dubai, 'twitter', 'fr');
    expect(dubaiSvg).toContain('>1,81<');
    expect(dubaiSvg).toContain('>t CO₂e<');
  });
});
