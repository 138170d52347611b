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
});
