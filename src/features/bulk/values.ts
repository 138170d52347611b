/**
 * Reading the values of a bulk file: the service's codes and the words people write, in English,
 * German, French or Italian (the calculators' own words for each choice, yes/no, ja/nein, oui/non,
 * sì/no, country names or codes, "4 stars"). Each reader gives a value, or a problem to show on the cell.
 */
import {
  COFFEE_BREAK_SPELLINGS,
  MEAL_TYPES,
  ORIGIN_TYPES,
  ROOM_TYPES,
  type MealType,
  type OriginType,
  type RoomType,
} from '../../api/contract.ts';
import { countryName } from '../../i18n/countries.ts';
import { COUNTRY_CODES } from '../../shared/country-codes.ts';
import type { CountedKey, MessageKey, MessageVars } from '../../i18n/index.ts';
import * as en from '../../i18n/messages/choices.ts';
import * as de from '../../i18n/messages/de/choices.ts';
import * as fr from '../../i18n/messages/fr/choices.ts';
import * as it from '../../i18n/messages/it/choices.ts';
import { parseWholeNumber } from '../../i18n/whole-number.ts';
import { LANGUAGES, type Language } from '../../shared/language.ts';
import { foldKey } from './columns.ts';

/** What is wrong with a cell or a row: a message key and its values, in no language yet. */
export interface Problem {
  key: MessageKey | CountedKey;
  vars?: MessageVars;
}

export type Read<T> = { ok: true; value: T } | { ok: false; problem: Problem };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = (key: MessageKey, vars?: MessageVars): Read<never> => ({
  ok: false,
  problem: vars ? { key, vars } : { key },
});
const REQUIRED = fail('validation.required');

type Catalog = Readonly<Record<string, string>>;

/** A map from every way of writing a choice (its code, its words in each language) to the code. */
function vocabulary<T extends string>(
  codes: readonly T[],
  prefix: string,
  extra: Readonly<Record<string, T>> = {},
): ReadonlyMap<string, T> {
  // Member by member: a module object handed on whole would be built at run time.
  const catalogs: Catalog[] = [
    en.eventChoices,
    en.hotelChoices,
    de.eventChoices,
    de.hotelChoices,
    fr.eventChoices,
    fr.hotelChoices,
    it.eventChoices,
    it.hotelChoices,
  ];
  const words = new Map<string, T>();
  for (const code of codes) {
    words.set(foldKey(code), code);
    for (const catalog of catalogs) {
      const word = catalog[`${prefix}${code}`];
      if (word) words.set(foldKey(word), code);
    }
  }
  for (const [word, code] of Object.entries(extra)) words.set(foldKey(word), code);
  return words;
}

// The French words agree with "provenance"; the masculine forms are read too.
const ORIGINS = vocabulary(ORIGIN_TYPES, 'event.origin.', {
  régional: 'REGIONAL',
  international: 'INTERNATIONAL',
});
/** The words of the rows table and the export for counted meals ("80 coffee breaks"), read back. */
const COUNTED_MEALS: Record<string, MealType> = Object.fromEntries(
  // Member by member, as above.
  [en.mealCounts, de.mealCounts, fr.mealCounts, it.mealCounts].flatMap((catalog: Catalog) =>
    Object.entries(catalog).flatMap(([key, template]) => {
      const code = /^bulk\.meals\.(\w+)\.\w+$/.exec(key)?.[1] as MealType | undefined;
      return code ? [[template.replace('{count}', '').trim(), code] as const] : [];
    }),
  ),
);
const MEALS = vocabulary(MEAL_TYPES, 'event.mealType.', {
  ...COUNTED_MEALS,
  [COFFEE_BREAK_SPELLINGS[1]]: 'COFFEE_BREAK',
  coffee: 'COFFEE_BREAK',
  Kaffee: 'COFFEE_BREAK',
  vegetarisch: 'VEGETARIAN',
  veggie: 'VEGETARIAN',
  café: 'COFFEE_BREAK',
  caffè: 'COFFEE_BREAK',
  végétarienne: 'VEGETARIAN',
  vegetariana: 'VEGETARIAN',
});
const ROOMS = vocabulary(ROOM_TYPES, 'hotel.roomType.', {
  suite: 'SUIT',
  supérieur: 'SUPERIOR',
  superiore: 'SUPERIOR',
});

function choice<T extends string>(
  text: string,
  words: ReadonlyMap<string, T>,
  problem: MessageKey,
) {
  if (text.trim() === '') return REQUIRED;
  const code = words.get(foldKey(text));
  return code ? ok(code) : fail(problem);
}

export const readOrigin = (text: string): Read<OriginType> =>
  choice(text, ORIGINS, 'bulk.value.origin');
export const readMealType = (text: string): Read<MealType> =>
  choice(text, MEALS, 'bulk.value.mealType');
export const readRoomType = (text: string): Read<RoomType> =>
  choice(text, ROOMS, 'bulk.value.roomType');

/**
 * A whole number as the reader writes it (`1.000` in German, `1 000` in French, as the
 * calculators' fields read it); what is no whole number to that reader is refused, quoted.
 */
export function readWholeNumber(text: string, language: Language): Read<number> {
  const trimmed = text.trim();
  if (trimmed === '') return REQUIRED;
  const value = parseWholeNumber(trimmed, language);
  return value === null ? fail('validation.notWholeNumber', { text: trimmed }) : ok(value);
}

// prettier-ignore
const YES = new Set(
  ['yes', 'y', 'true', '1', 'ja', 'j', 'wahr', 'x', 'with', 'mit', 'oui', 'o', 'vrai', 'avec', 'sì', 'vero', 'con'].map(foldKey),
);
// prettier-ignore
const NO = new Set(
  ['no', 'n', 'false', '0', 'nein', 'falsch', 'without', 'ohne', 'non', 'faux', 'sans', 'falso', 'senza'].map(foldKey),
);

export function readYesNo(text: string): Read<boolean> {
  if (text.trim() === '') return REQUIRED;
  const folded = foldKey(text);
  if (YES.has(folded)) return ok(true);
  if (NO.has(folded)) return ok(false);
  return fail('bulk.value.yesNo');
}

/** A star rating: `4`, `4 stars`, `4 Sterne`, `4 étoiles`, `4 stelle`, `4*` or `****`. */
export function readStars(text: string): Read<number> {
  const trimmed = text.trim();
  if (trimmed === '') return REQUIRED;
  if (/^[*★]+$/.test(trimmed)) return ok(trimmed.length);
  const match = /^([+-]?\d{1,9})\s*(\*|★|stars?|sterne?|[ée]toiles?|stell[ae])?$/i.exec(trimmed);
  return match?.[1] === undefined ? fail('bulk.value.star') : ok(Number(match[1]));
}

/** Names people use that are not the browser's own country names. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  USA: 'US',
  'United States of America': 'US',
  UK: 'GB',
  'Great Britain': 'GB',
  Großbritannien: 'GB',
  England: 'GB',
  Turkey: 'TR',
  Türkei: 'TR',
  Holland: 'NL',
  'Czech Republic': 'CZ',
  Tschechien: 'CZ',
  Angleterre: 'GB',
  'Grande-Bretagne': 'GB',
  Inghilterra: 'GB',
  'Gran Bretagna': 'GB',
  Hollande: 'NL',
  Olanda: 'NL',
  'République tchèque': 'CZ',
  'Repubblica Ceca': 'CZ',
};

let countries: ReadonlyMap<string, string> | undefined;

function countryWords(): ReadonlyMap<string, string> {
  if (countries) return countries;
  const words = new Map<string, string>();
  for (const code of COUNTRY_CODES) {
    for (const language of LANGUAGES) words.set(foldKey(countryName(code, language)), code);
  }
  for (const [name, code] of Object.entries(COUNTRY_ALIASES)) words.set(foldKey(name), code);
  countries = words;
  return words;
}

/** A country: its two-letter code in any case, or its name in any of the app's languages. */
export function readCountry(text: string): Read<string> {
  const trimmed = text.trim();
  if (trimmed === '') return REQUIRED;
  const code = trimmed.toUpperCase();
  if (/^[A-Z]{2}$/.test(code) && COUNTRY_CODES.includes(code)) return ok(code);
  const named = countryWords().get(foldKey(trimmed));
  return named ? ok(named) : fail('bulk.value.country');
}

export interface MealEntry {
  mealCount: number;
  mealType: MealType;
}

/**
 * Where a list of meals breaks: `;`, `|`, line breaks, and a comma that is not between two digits
 * (`1,000 Vegetarian` is one meal, `80 Vegetarian, 40 Meat` two); a comma between digits belongs
 * to the count, which is then read, or refused, as a whole (`1,5` in German).
 */
const MEAL_BREAK = /[;|\n\r]+|,(?!(?<=\d,)\d)/;

/**
 * A list of meals: entries such as `80 VEGETARIAN`, `80 × Vegetarian`, `1.000x Kaffeepause` or
 * `80-MEAT`, separated by `;`, `,`, `|` or line breaks, their counts written as the reader writes
 * them. An empty cell is an empty list.
 */
export function readMeals(text: string, language: Language): Read<MealEntry[]> {
  const meals: MealEntry[] = [];
  for (const part of text.split(MEAL_BREAK)) {
    const entry = part.trim();
    if (entry === '') continue;
    // The count: digits and what may group them, up to the first letter (or "×", "*", "-").
    const match = /^([+-]?\d[\d.,'’\s]*?)\s*(?:[x×*-]\s*)?([^\d\s.,'’].*)$/iu.exec(entry);
    const count = match?.[1] === undefined ? null : parseWholeNumber(match[1], language);
    const type = match?.[2] === undefined ? undefined : MEALS.get(foldKey(match[2]));
    if (count === null || !type) return fail('bulk.value.meals', { entry });
    meals.push({ mealCount: count, mealType: type });
  }
  return ok(meals);
}
