import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test starts from a fresh i18n module with nothing loaded (the test setup loads every
// catalog into the shared one), and sees what a reader of the language would.
async function freshI18n() {
  vi.resetModules();
  return import('./index.ts');
}

afterEach(() => {
  vi.doUnmock('./messages/fr/common.ts');
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('loadLanguage', () => {
  it("loads common in the reader's language and nothing of any other language", async () => {
    const { loadLanguage, translate } = await freshI18n();
    await loadLanguage('de');
    expect(translate('de', 'nav.settings')).toBe('Einstellungen');
    // English is not loaded, nor any area no page has registered.
    expect(translate('en', 'nav.event')).toBe('nav.event');
    expect(translate('fr', 'nav.event')).toBe('nav.event');
    expect(translate('de', 'event.title')).toBe('event.title');
  });

  it('loads every registered area, and an area registered later on the next call', async () => {
    const { loadLanguage, registerAreas, translate } = await freshI18n();
    registerAreas('hotel');
    await loadLanguage('fr');
    expect(translate('fr', 'hotel.title')).toBe('Calculateur de séjour à l’hôtel');
    expect(translate('fr', 'event.title')).toBe('event.title');

    registerAreas('event');
    await loadLanguage('fr');
    expect(translate('fr', 'event.title')).toBe('Calculateur d’événement');
    expect(translate('fr', 'nav.event')).toBe('Événement');
    expect(translate('it', 'event.title')).toBe('event.title');
  });

  it('loads English like any other language, per area', async () => {
    const { loadLanguage, registerAreas, translate } = await freshI18n();
    registerAreas('settings');
    await loadLanguage('en');
    expect(translate('en', 'settings.title')).toBe('Settings');
    expect(translate('en', 'bulk.title')).toBe('bulk.title');
  });

  it('shows English in place of a catalog of the language that cannot load', async () => {
    vi.doMock('./messages/fr/common.ts', () => {
      throw new Error('The connection was lost.');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loadLanguage, registerAreas, translate } = await freshI18n();
    registerAreas('hotel');
    await loadLanguage('fr');
    expect(translate('fr', 'nav.event')).toBe('Event');
    expect(translate('fr', 'app.tagline')).toBe('Emission calculations and certificates');
    // The catalogs of the language that did load still show.
    expect(translate('fr', 'hotel.title')).toBe('Calculateur de séjour à l’hôtel');
    expect(error).toHaveBeenCalledOnce();
  });

  it('knows a message key once a catalog with it is in, in any language', async () => {
    const { loadLanguage, translate, isMessageKey } = await freshI18n();
    expect(isMessageKey('nav.event')).toBe(false);
    await loadLanguage('it');
    expect(isMessageKey('nav.event')).toBe(true);
    expect(translate('it', 'nav.event')).toBe('Evento');
  });

  it('re-renders what shows text when messages arrive', async () => {
    const { loadLanguage, useT } = await freshI18n();
    const { result } = renderHook(() => useT());
    expect(result.current('nav.event')).toBe('nav.event');
    await act(() => loadLanguage('en'));
    expect(result.current('nav.event')).toBe('Event');
  });

  it('keeps the text in the language before until every registered area of a new choice is in', async () => {
    const { loadLanguage, registerAreas, useLanguage, useT } = await freshI18n();
    const { getSettings, saveSettings } = await import('../settings/store.ts');
    registerAreas('settings');
    await loadLanguage('en');
    const { result } = renderHook(() => ({ language: useLanguage(), t: useT() }));
    expect(result.current.t('settings.title')).toBe('Settings');

    act(() => saveSettings({ ...getSettings(), language: 'it' }));
    expect(result.current.language).toBe('en');
    expect(result.current.t('settings.title')).toBe('Settings');

    await act(() => loadLanguage('it'));
    expect(result.current.language).toBe('it');
    expect(result.current.t('settings.title')).toBe('Impostazioni');
  });
});
