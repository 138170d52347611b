/**
 * The words of the link preview tags, in the languages of the app's static shell (the server's
 * own small catalog: the app's catalogs load in the browser). Every language must have every
 * English key. French and Italian name the country in parentheses: their preposition depends on
 * the country (en France, au Portugal; in Italia, negli Stati Uniti).
 */
import { isLanguage, type Language } from '../../src/shared/language.ts';

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

const fr: Record<PreviewMessageKey, string> = {
  'preview.title': '{name} · Certificat d’émissions',
  'preview.titleUnnamed': 'Certificat d’émissions',
  'preview.guest': 'Client : {guest}',
  'preview.emission.kg.one': '{figure} kilogramme de CO₂e',
  'preview.emission.kg.other': '{figure} kilogrammes de CO₂e',
  'preview.emission.t.one': '{figure} tonne de CO₂e',
  'preview.emission.t.other': '{figure} tonnes de CO₂e',
  'preview.stay.days.one': 'un séjour d’un jour',
  'preview.stay.days.other': 'un séjour de {days} jours',
  'preview.stay.in': '({country})',
  'preview.stay.from': 'à partir du {date}',
};

const it: Record<PreviewMessageKey, string> = {
  'preview.title': '{name} · Certificato delle emissioni',
  'preview.titleUnnamed': 'Certificato delle emissioni',
  'preview.guest': 'Ospite: {guest}',
  'preview.emission.kg.one': '{figure} chilogrammo di CO₂e',
  'preview.emission.kg.other': '{figure} chilogrammi di CO₂e',
  'preview.emission.t.one': '{figure} tonnellata di CO₂e',
  'preview.emission.t.other': '{figure} tonnellate di CO₂e',
  'preview.stay.days.one': 'un soggiorno di un giorno',
  'preview.stay.days.other': 'un soggiorno di {days} giorni',
  'preview.stay.in': '({country})',
  'preview.stay.from': 'dal giorno {date}',
};

/** The languages of the tags: those of the app's shells. */
export type PreviewLanguage = Language;

export function previewLanguage(language: string): PreviewLanguage {
  return isLanguage(language) ? language : 'en';
}

/** Every catalog, for the test that their placeholders agree. */
export const PREVIEW_CATALOGS: Record<PreviewLanguage, Record<PreviewMessageKey, string>> = {
  en,
  de,
  fr,
  it,
};

export const PREVIEW_LOCALES: Record<PreviewLanguage, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  it: 'it-IT',
};

export function previewText(
  language: PreviewLanguage,
  key: PreviewMessageKey,
  vars: Record<string, string | number> = {},
): string {
  return PREVIEW_CATALOGS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
