/**
 * How the certificate files word a record, in the reader's language (English, German, French or
 * Italian): shared by the PDF, the social images and the methodology page. Every text of those
 * files is here, once per language; numbers and dates are written by Intl in the language's locale
 * (the app's own locales), and the figure by the one rule of `src/shared/figures.ts`.
 */
import type { RoomType } from '../../src/api/contract.ts';
import { shownFigure } from '../../src/shared/figures.ts';
import { LOCALES, isLanguage, type Language } from '../../src/shared/language.ts';
import { formatServiceDate, readServiceDate } from '../../src/shared/service-date.ts';
import type { StoredRecord } from '../record.ts';

/** A noun with a count, by the language's plural rules: `{count}` stands for the number. */
interface Plural {
  one: string;
  other: string;
}

export interface FileWords {
  title: string;
  /** Below the PDF's title, and beside it in the images' top line. */
  hotelStay: string;
  /** The large diagonal word of the PDF and the badge of the images. */
  demonstrationWord: string;
  demonstrationBand: string;
  stayOf: string;
  emissionOfStay: string;
  label: {
    guest: string;
    country: string;
    rating: string;
    roomType: string;
    people: string;
    breakfast: string;
    length: string;
    date: string;
    correlation: string;
    id: string;
  };
  stars: Plural;
  days: Plural;
  guests: Plural;
  starHotel: Plural;
  roomTypes: Readonly<Record<RoomType, string>>;
  breakfastIncluded: string;
  breakfastNotIncluded: string;
  withBreakfast: string;
  withoutBreakfast: string;
  scanToOpen: string;
  /** The PDF's footer: how the figure was made, and where the model is explained. */
  modelNote: string;
  modelScope: string;
  methodology: string;
  notProduction: string;
  imageGuest: string;
  imageFooter: string;
}

export const FILE_WORDS: Readonly<Record<Language, FileWords>> = {
  en: {
    title: 'Emission certificate',
    hotelStay: 'Hotel stay',
    demonstrationWord: 'DEMONSTRATION',
    demonstrationBand: 'Demonstration: issued by the Emission Desk sandbox, not a real certificate',
    stayOf: 'Stay of {name}',
    emissionOfStay: 'Emission of this stay',
    label: {
      guest: 'Guest',
      country: 'Hotel country',
      rating: 'Hotel rating',
      roomType: 'Room type',
      people: 'Number of people',
      breakfast: 'Breakfast',
      length: 'Length of stay',
      date: 'Date',
      correlation: 'Booking reference',
      id: 'Record id',
    },
    stars: { one: '{count} star', other: '{count} stars' },
    days: { one: '{count} day', other: '{count} days' },
    guests: { one: '{count} guest', other: '{count} guests' },
    starHotel: { one: '{count}-star hotel', other: '{count}-star hotel' },
    roomTypes: { STANDARD: 'Standard room', SUPERIOR: 'Superior room', SUIT: 'Suite' },
    breakfastIncluded: 'Included',
    breakfastNotIncluded: 'Not included',
    withBreakfast: 'breakfast',
    withoutBreakfast: 'no breakfast',
    scanToOpen: 'Scan to open this certificate in Emission Desk:',
    modelNote:
      'Calculated by the Emission Desk sandbox from its published model, in CO₂e (carbon dioxide equivalent):',
    modelScope: 'room-nights by country, star rating, room type and breakfast.',
    methodology: 'Methodology: {url}',
    notProduction:
      'A demonstration certificate of the sandbox service, not of the production service.',
    imageGuest: 'Guest: {name}',
    imageFooter: 'Emission Desk · demonstration, not a real certificate',
  },
  de: {
    title: 'Emissionszertifikat',
    hotelStay: 'Hotelaufenthalt',
    demonstrationWord: 'DEMONSTRATION',
    demonstrationBand:
      'Demonstration: ausgestellt von der Sandbox von Emission Desk, kein echtes Zertifikat',
    stayOf: 'Aufenthalt von {name}',
    emissionOfStay: 'Emission dieses Aufenthalts',
    label: {
      guest: 'Gast',
      country: 'Land des Hotels',
      rating: 'Hotelkategorie',
      roomType: 'Zimmerkategorie',
      people: 'Anzahl Personen',
      breakfast: 'Frühstück',
      length: 'Aufenthaltsdauer',
      date: 'Datum',
      correlation: 'Buchungsnummer',
      id: 'Datensatz-ID',
    },
    stars: { one: '{count} Stern', other: '{count} Sterne' },
    days: { one: '{count} Tag', other: '{count} Tage' },
    guests: { one: '{count} Gast', other: '{count} Gäste' },
    starHotel: { one: '{count}-Stern-Hotel', other: '{count}-Sterne-Hotel' },
    roomTypes: { STANDARD: 'Standardzimmer', SUPERIOR: 'Superior-Zimmer', SUIT: 'Suite' },
    breakfastIncluded: 'Inbegriffen',
    breakfastNotIncluded: 'Nicht inbegriffen',
    withBreakfast: 'mit Frühstück',
    withoutBreakfast: 'ohne Frühstück',
    scanToOpen: 'Scannen, um dieses Zertifikat in Emission Desk zu öffnen:',
    modelNote:
      'Berechnet von der Sandbox von Emission Desk nach ihrem veröffentlichten Modell, in CO₂e (CO₂-Äquivalent):',
    modelScope: 'Zimmernächte nach Land, Hotelkategorie, Zimmerkategorie und Frühstück.',
    methodology: 'Methodik: {url}',
    notProduction: 'Ein Demonstrationszertifikat des Sandbox-Dienstes, nicht des echten Dienstes.',
    imageGuest: 'Gast: {name}',
    imageFooter: 'Emission Desk · Demonstration, kein echtes Zertifikat',
  },
  fr: {
    title: 'Certificat d’émissions',
    hotelStay: 'Séjour à l’hôtel',
    demonstrationWord: 'DÉMONSTRATION',
    demonstrationBand:
      'Démonstration\u202f: émis par le service sandbox d’Emission Desk, ce n’est pas un vrai certificat',
    stayOf: 'Séjour de {name}',
    emissionOfStay: 'Émissions de ce séjour',
    label: {
      guest: 'Client',
      country: 'Pays de l’hôtel',
      rating: 'Catégorie de l’hôtel',
      roomType: 'Type de chambre',
      people: 'Nombre de personnes',
      breakfast: 'Petit-déjeuner',
      length: 'Durée du séjour',
      date: 'Date',
      correlation: 'Référence de réservation',
      id: 'Identifiant d’enregistrement',
    },
    stars: { one: '{count} étoile', other: '{count} étoiles' },
    days: { one: '{count} jour', other: '{count} jours' },
    guests: { one: '{count} personne', other: '{count} personnes' },
    starHotel: { one: 'Hôtel {count} étoile', other: 'Hôtel {count} étoiles' },
    roomTypes: { STANDARD: 'Chambre standard', SUPERIOR: 'Chambre supérieure', SUIT: 'Suite' },
    breakfastIncluded: 'Compris',
    breakfastNotIncluded: 'Non compris',
    withBreakfast: 'petit-déjeuner compris',
    withoutBreakfast: 'sans petit-déjeuner',
    scanToOpen: 'Scannez pour ouvrir ce certificat dans Emission Desk\u202f:',
    modelNote:
      'Calculé par le service sandbox d’Emission Desk selon son modèle publié, en CO₂e (équivalent CO₂)\u202f:',
    modelScope: 'nuitées par pays, catégorie de l’hôtel, type de chambre et petit-déjeuner.',
    methodology: 'Méthodologie\u202f: {url}',
    notProduction:
      'Un certificat de démonstration du service sandbox, et non du service de production.',
    imageGuest: 'Client\u202f: {name}',
    imageFooter: 'Emission Desk · démonstration, pas un vrai certificat',
  },
  it: {
    title: 'Certificato delle emissioni',
    hotelStay: 'Soggiorno in hotel',
    demonstrationWord: 'DIMOSTRAZIONE',
    demonstrationBand:
      'Dimostrazione: emesso dalla sandbox di Emission Desk, non è un certificato reale',
    stayOf: 'Soggiorno di {name}',
    emissionOfStay: 'Emissioni di questo soggiorno',
    label: {
      guest: 'Ospite',
      country: 'Paese dell’hotel',
      rating: 'Categoria dell’hotel',
      roomType: 'Tipo di camera',
      people: 'Numero di persone',
      breakfast: 'Colazione',
      length: 'Durata del soggiorno',
      date: 'Data',
      correlation: 'Riferimento della prenotazione',
      id: 'ID del record',
    },
    stars: { one: '{count} stella', other: '{count} stelle' },
    days: { one: '{count} giorno', other: '{count} giorni' },
    guests: { one: '{count} ospite', other: '{count} ospiti' },
    starHotel: { one: 'Hotel {count} stella', other: 'Hotel {count} stelle' },
    roomTypes: { STANDARD: 'Camera standard', SUPERIOR: 'Camera superior', SUIT: 'Suite' },
    breakfastIncluded: 'Inclusa',
    breakfastNotIncluded: 'Non inclusa',
    withBreakfast: 'colazione inclusa',
    withoutBreakfast: 'senza colazione',
    scanToOpen: 'Scansiona per aprire questo certificato in Emission Desk:',
    modelNote:
      'Calcolato dalla sandbox di Emission Desk secondo il suo modello pubblicato, in CO₂e (CO₂ equivalente):',
    modelScope: 'notti in camera per paese, categoria dell’hotel, tipo di camera e colazione.',
    methodology: 'Metodologia: {url}',
    notProduction:
      'Un certificato dimostrativo del servizio sandbox, non del servizio di produzione.',
    imageGuest: 'Ospite: {name}',
    imageFooter: 'Emission Desk · dimostrazione, non un certificato reale',
  },
};

/**
 * The language a file is asked for in (`?lang=de`): one of the four, from its first subtag
 * (`de-CH` is German); anything else, or none, is English.
 */
export function fileLanguage(value: string | undefined): Language {
  const base = (value ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(base) ? base : 'en';
}

/** `{name}` and the like in a text, filled in. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const countryNames = new Map<Language, Intl.DisplayNames>();
const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function once<K, V>(cache: Map<K, V>, key: K, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** A whole count, grouped as the language groups it ("1.000" in German). */
export function formatCount(count: number, language: Language): string {
  return once(
    numberFormats,
    `count|${language}`,
    () => new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }),
  ).format(count);
}

/** A figure in kilograms, as the app's pages write it: "74,9" and "kg CO₂e" in German. */
export function formatEmissionFigure(
  kilograms: number,
  language: Language,
): { value: string; unit: 'kg CO₂e' | 't CO₂e'; text: string } {
  const shown = shownFigure(kilograms);
  const { amount, fractionDigits } = shown;
  const unit = shown.unit === 't' ? 't CO₂e' : 'kg CO₂e';
  const value = once(
    numberFormats,
    `figure|${language}|${fractionDigits}`,
    () =>
      new Intl.NumberFormat(LOCALES[language], {
        minimumFractionDigits: 0,
        maximumFractionDigits: fractionDigits,
      }),
  ).format(amount);
  return { value, unit, text: `${value} ${unit}` };
}

export function countryName(code: string, language: Language): string {
  const names = once(
    countryNames,
    language,
    () => new Intl.DisplayNames([LOCALES[language]], { type: 'region', fallback: 'code' }),
  );
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The room type in words; a code the sandbox does not know is shown as it is. */
export function roomTypeName(roomType: string, language: Language): string {
  const names: Readonly<Record<string, string>> = FILE_WORDS[language].roomTypes;
  return names[roomType] ?? roomType;
}

/** "2 guests", "2 Gäste": the count in the language's digits and the noun by its plural rules. */
export function plural(count: number, forms: Plural, language: Language): string {
  const rule = once(pluralRules, language, () => new Intl.PluralRules(LOCALES[language]));
  return fill(rule.select(count) === 'one' ? forms.one : forms.other, {
    count: formatCount(count, language),
  });
}

/**
 * "20 April 2026 at 14:30" ("20. April 2026 um 14:30") for `2026-04-20T14:30:00`: the date and
 * time as the app's page reads them (a record's date has no zone, so none is applied). Anything
 * else is shown as it is.
 */
export function readableDateTime(value: string, language: Language): string {
  const date = readServiceDate(value);
  return date ? formatServiceDate(date, LOCALES[language]).text : value;
}

/** "Germany · 4-star hotel · Standard room · 2 guests · 3 days · breakfast", in the language. */
export function staySummary(record: StoredRecord, language: Language): string {
  const words = FILE_WORDS[language];
  return [
    countryName(record.countryCode, language),
    plural(record.star, words.starHotel, language),
    roomTypeName(record.roomType, language),
    plural(record.numberOfPeople, words.guests, language),
    plural(record.days, words.days, language),
    record.breakfast ? words.withBreakfast : words.withoutBreakfast,
  ].join(' · ');
}

/** Shortens text to `max` characters, ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, Math.max(1, max - 1)).join('') + '…';
}
