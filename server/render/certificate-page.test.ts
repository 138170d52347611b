import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../../src/api/runtime-config.ts';
import { getSettings, settingsStore } from '../../src/settings/store.ts';
import { prepare, renderCertificatePage } from './certificate-page.tsx';

const ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';

beforeAll(() => prepare(['en', 'de']));

describe('renderCertificatePage', () => {
  it('renders in the reader’s language without writing the settings store or any global', () => {
    const before = getSettings();
    const storeChanged = vi.fn();
    const unsubscribe = settingsStore.subscribe(storeChanged);
    const defineProperty = vi.spyOn(Object, 'defineProperty');
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
    // 1,234.5 kg by the one rule, in German: 1,23 t.
    expect(page.markup).toMatch(/certificate__emission-value">1,23<\/span>/);
    // Until the app has started, no button would work: they are disabled.
    expect(page.markup).not.toMatch(/<button(?![^>]*disabled)/);
    const globalsDefined = defineProperty.mock.calls.filter(([target]) => target === globalThis);
    defineProperty.mockRestore();
    unsubscribe();
    expect(globalsDefined).toEqual([]);
    expect(storeChanged).not.toHaveBeenCalled();
    expect(getSettings()).toEqual(before);
    expect('window' in globalThis).toBe(hadWindow);
  });

  it('renders two readers’ pages in their own language, one after the other', () => {
    const input = {
      id: ID,
      certificate: { id: ID, name: 'Harbour Gala', emission: 1234.5 },
      service: 'sandbox' as const,
      runtime: DEFAULT_RUNTIME_CONFIG,
      origin: 'http://localhost:4173',
    };
    const german = renderCertificatePage({ ...input, language: 'de', emissionUnit: 't' });
    const english = renderCertificatePage({ ...input, language: 'en', emissionUnit: 'kg' });
    // The certificate comes read (answers.ts): in kilograms, whatever unit each reader set.
    expect(german.markup).toContain('Emissionszertifikat');
    expect(german.markup).toContain('Wie vom Dienst gemeldet: 1.234,5 kg CO₂e');
    expect(english.markup).toContain('Emission certificate');
    expect(english.markup).toContain('As reported by the service: 1,234.5 kg CO₂e');
  });

  it('writes the figures of a reader in Switzerland the Swiss way, as the app does', () => {
    const input = {
      id: ID,
      certificate: { id: ID, name: 'Harbour Gala', emission: 1234.5 },
      service: 'sandbox' as const,
      emissionUnit: 'kg' as const,
      runtime: DEFAULT_RUNTIME_CONFIG,
      origin: 'http://localhost:4173',
    };
    const swiss = renderCertificatePage({ ...input, language: 'de', languages: ['de-CH', 'de'] });
    const german = renderCertificatePage({ ...input, language: 'de', languages: ['de-DE'] });
    // The markup escapes the apostrophe.
    expect(swiss.markup).toMatch(/Wie vom Dienst gemeldet: 1(?:&#x27;|’)234\.5 kg CO₂e/);
    expect(german.markup).toContain('Wie vom Dienst gemeldet: 1.234,5 kg CO₂e');
  });
});

describe('the page of an answer the app refuses', () => {
  it('says why in the words of the app’s page, with no certificate drawn', () => {
    const page = renderCertificatePage({
      id: ID,
      refusal: {
        messageKey: 'error.contract.figureText',
        params: { value: '1,234', fields: 'emission' },
      },
      language: 'de',
      service: 'gateway',
      emissionUnit: 'kg',
      runtime: DEFAULT_RUNTIME_CONFIG,
      origin: '',
    });
    expect(page.markup).toContain('Das Zertifikat konnte nicht geladen werden');
    expect(page.markup).toContain('„1,234“');
    expect(page.markup).not.toContain('certificate__emission');
    expect(page.markup).not.toContain('Nicht angegeben');
    // Nothing of it is sent for the app to start from: it reads the certificate itself.
    expect(page.state.queries).toEqual([]);
  });
});
