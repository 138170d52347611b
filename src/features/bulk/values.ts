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
import { COUNTRY_CODES, countryName } from '../../i18n/countries.ts';
import type { CountedKey, MessageKey, MessageVars } from '../../i18n/index.ts';
import * as en from '../../i18n/messages/choices.ts';
import * as de from '../../i18n/messages/de/choices.ts';
import * as fr from '../../i18n/messages/fr/choices.ts';
import * as it from '../../i18n/messages/it/choices.ts';
import { LANGUAGES } from '../../shared/language.ts';
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
const MEALS = vocabulary(MEAL_TYPES, 'event.mealType.', {
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

/** A whole number as digits (spaces around it are fine; no decimals, no thousands separators). */
export function readWholeNumber(text: string): Read<number> {
  const trimmed = text.trim();
  if (trimmed === '') return REQUIRED;
  return /^[+-]?\d{1,9}$/.test(trimmed) ? ok(Number(trimmed)) : fail('validation.number');
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
 * A list of meals: entries such as `80 VEGETARIAN`, `80 × Vegetarian`, `80x Kaffeepause` or
 * `80-MEAT`, separated by `;`, `,`, `|` or line breaks. An empty cell is an empty list.
 */
export function readMeals(text: string): Read<MealEntry[]> {
  const meals: MealEntry[] = [];
  for (const part of text.split(/[;,|\n\r]+/)) {
    const entry = part.trim();
    if (entry === '') continue;
    const match = /^([+-]?\d{1,9})\s*(?:[x×*-]\s*)?(\D.*)$/i.exec(entry);
    const type = match?.[2] === undefined ? undefined : MEALS.get(foldKey(match[2]));
    if (!match?.[1] || !type) return fail('bulk.value.meals', { entry });
    meals.push({ mealCount: Number(match[1]), mealType: type });
  }
  return ok(meals);
}
