import { describe, expect, it } from 'vitest';
import { normalizeBase, underBase, withinBase } from './base-path.ts';

describe('base path', () => {
  it('spells a base with a leading and a final slash', () => {
    expect(normalizeBase('')).toBe('/');
    expect(normalizeBase('/')).toBe('/');
    expect(normalizeBase('emission-desk')).toBe('/emission-desk/');
    expect(normalizeBase('/emission-desk')).toBe('/emission-desk/');
    expect(normalizeBase('/a/b/')).toBe('/a/b/');
  });

  it('puts an app path under the base and takes it out again', () => {
    expect(underBase('/event', '/')).toBe('/event');
    expect(underBase('/certificates/x', '/emission-desk/')).toBe('/emission-desk/certificates/x');
    expect(withinBase('/emission-desk/certificates/x', '/emission-desk/')).toBe('/certificates/x');
    expect(withinBase('/emission-desk', '/emission-desk/')).toBe('/');
    expect(withinBase('/emission-desk/', '/emission-desk/')).toBe('/');
    expect(withinBase('/event', '/')).toBe('/event');
    expect(withinBase('/elsewhere', '/emission-desk/')).toBe('/elsewhere');
  });
});
