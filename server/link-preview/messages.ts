/**
 * The words of the link preview tags, in the languages of the app's static shell (the server's
 * own small catalog: the app's catalogs load in the browser). German must have every English key.
 */
const en = {
  'preview.title': '{name} · Emission certificate',
  'preview.titleUnnamed': 'Emission certificate',
  'preview.guest': 'Guest: {guest}',
  'preview.emission.kg.one': '{figure} kilogram of CO₂e',
  'preview.emission.kg.other': '{figure} kilograms of CO₂e',
  'preview.emission.t.one': '{figure} tonne of CO₂e',
  'preview.emission.t.other': '{figure} tonnes of CO₂e',
  'preview.stay.days.one': 'a stay of 1 day',
  'preview.stay.days.other': 'a stay of {days} days',
  'preview.stay.in': 'in {country}',
  'preview.stay.from': 'from {date}',
} as const;

export type PreviewMessageKey = keyof typeof en;

const de: Record<PreviewMessageKey, string> = {
  'preview.title': '{name} · Emissionszertifikat',
  'preview.titleUnnamed': 'Emissionszertifikat',
  'preview.guest': 'Gast: {guest}',
  'preview.emission.kg.one': '{figure} Kilogramm CO₂e',
  'preview.emission.kg.other': '{figure} Kilogramm CO₂e',
  'preview.emission.t.one': '{figure} Tonne CO₂e',
  'preview.emission.t.other': '{figure} Tonnen CO₂e',
  'preview.stay.days.one': 'ein Aufenthalt von 1 Tag',
  'preview.stay.days.other': 'ein Aufenthalt von {days} Tagen',
  'preview.stay.in': 'in {country}',
  'preview.stay.from': 'ab {date}',
};

/** The languages of the tags; a shell in any other language gets English tags. */
export type PreviewLanguage = 'en' | 'de';

export function previewLanguage(language: string): PreviewLanguage {
  return language === 'de' ? 'de' : 'en';
}

const catalogs: Record<PreviewLanguage, Record<PreviewMessageKey, string>> = { en, de };

export const PREVIEW_LOCALES: Record<PreviewLanguage, string> = { en: 'en-GB', de: 'de-DE' };

export function previewText(
  language: PreviewLanguage,
  key: PreviewMessageKey,
  vars: Record<string, string | number> = {},
): string {
  return catalogs[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
