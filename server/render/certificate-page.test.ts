import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/api/runtime-config.ts';
import { getSettings } from '../../src/settings/store.ts';
import { prepare, renderCertificatePage } from './certificate-page.tsx';

const ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';

beforeAll(() => prepare(['en', 'de']));

describe('renderCertificatePage', () => {
  it('renders in the reader’s language and leaves the settings and globals as they were', () => {
    const before = getSettings();
    const hadWindow = 'window' in globalThis;
    const page = renderCertificatePage({
      id: ID,
      certificate: { id: ID, name: 'Harbour Gala', emission: 1234.5 },
      language: 'de',
      service: 'sandbox',
      emissionUnit: 'kg',
      runtime: DEFAULT_RUNTIME_CONFIG,
      origin: 'http://localhost:4173',
    });
    expect(page.title).toBe('Harbour Gala · Emission Desk');
    expect(page.markup).toContain('Emissionszertifikat');
    expect(page.markup).toContain('1,235');
    // Until the app has started, no button would work: they are disabled.
    expect(page.markup).not.toMatch(/<button(?![^>]*disabled)/);
    expect(getSettings()).toEqual(before);
    expect('window' in globalThis).toBe(hadWindow);
  });
});
