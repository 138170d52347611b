/** A bulk file's values: the service's codes, and the words people write in the app's languages. */
import {
  COFFEE_BREAK_SPELLINGS,
  MEAL_TYPES,
  ORIGIN_TYPES,
  ROOM_TYPES,
  type MealType,
  type OriginType,
  type RoomType,
} from '../../api/contract.ts';
import { readCountry as readCountryText } from '../../lib/country-search.ts';
import { listReader } from '../../lib/list-reading.ts';
import type { CountedKey, MessageKey, MessageVars } from '../../i18n/index.ts';
import * as en from '../../i18n/messages/choices.ts';
import * as de from '../../i18n/messages/de/choices.ts';
import * as fr from '../../i18n/messages/fr/choices.ts';
import * as it from '../../i18n/messages/it/choices.ts';
import { parseWholeNumber } from '../../i18n/whole-number.ts';
import type { Language } from '../../shared/language.ts';
import { foldName } from '../../lib/list-reading.ts';

/** In no language yet. */
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

function vocabulary<T extends string>(
  codes: readonly T[],
  prefix: string,
  extra: Readonly<Record<string, T>> = {},
): (text: string) => T | undefined {
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
  const words: (readonly [string, T])[] = [];
  for (const code of codes) {
    words.push([code, code]);
    for (const catalog of catalogs) {
      const word = catalog[`${prefix}${code}`];
      if (word) words.push([word, code]);
    }
  }
  for (const [word, code] of Object.entries(extra)) words.push([word, code]);
  return listReader(words);
}

// The French words agree with "provenance"; the masculine forms are read too.
const ORIGINS = vocabulary(ORIGIN_TYPES, 'event.origin.', {
  régional: 'REGIONAL',
  international: 'INTERNATIONAL',
});
/** The rows table's and the export's words ("80 coffee breaks"), read back. */
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
  read: (text: string) => T | undefined,
  problem: MessageKey,
) {
  if (text.trim() === '') return REQUIRED;
  const code = read(text);
  return code ? ok(code) : fail(problem);
}

export const readOrigin = (text: string): Read<OriginType> =>
  choice(text, ORIGINS, 'bulk.value.origin');
export const readMealType = (text: string): Read<MealType> =>
  choice(text, MEALS, 'bulk.value.mealType');
export const readRoomType = (text: string): Read<RoomType> =>
  choice(text, ROOMS, 'bulk.value.roomType');

/** As the calculators' fields read it. */
export function readWholeNumber(text: string, language: Language): Read<number> {
  const trimmed = text.trim();
  if (trimmed === '') return REQUIRED;
  const value = parseWholeNumber(trimmed, language);
  return value === null ? fail('validation.notWholeNumber', { text: trimmed }) : ok(value);
}

// prettier-ignore
const YES = new Set(
  ['yes', 'y', 'true', '1', 'ja', 'j', 'wahr', 'x', 'with', 'mit', 'oui', 'o', 'vrai', 'avec', 'sì', 'vero', 'con'].map(foldName),
);
// prettier-ignore
const NO = new Set(
  ['no', 'n', 'false', '0', 'nein', 'falsch', 'without', 'ohne', 'non', 'faux', 'sans', 'falso', 'senza'].map(foldName),
);

export function readYesNo(text: string): Read<boolean> {
  if (text.trim() === '') return REQUIRED;
  const folded = foldName(text);
  if (YES.has(folded)) return ok(true);
  if (NO.has(folded)) return ok(false);
  return fail('bulk.value.yesNo');
}

export function readStars(text: string): Read<number> {
  const trimmed = text.trim();
  if (trimmed === '') return REQUIRED;
  if (/^[*★]+$/.test(trimmed)) return ok(trimmed.length);
  const match = /^([+-]?\d{1,9})\s*(\*|★|stars?|sterne?|[ée]toiles?|stell[ae])?$/i.exec(trimmed);
  return match?.[1] === undefined ? fail('bulk.value.star') : ok(Number(match[1]));
}

/** As the hotel form's country field reads it (lib/country-search.ts). */
export function readCountry(text: string): Read<string> {
  if (text.trim() === '') return REQUIRED;
  const code = readCountryText(text);
  return code ? ok(code) : fail('bulk.value.country');
}

export interface MealEntry {
  mealCount: number;
  mealType: MealType;
}

/** `1,000 Vegetarian` is one meal, `80 Vegetarian, 40 Meat` two; `1,5` is read or refused whole. */
const MEAL_BREAK = /[;|\n\r]+|,(?!(?<=\d,)\d)/;

/** `80 VEGETARIAN`, `80 × Vegetarian`, `1.000x Kaffeepause`, `80-MEAT`; an empty cell: none. */
export function readMeals(text: string, language: Language): Read<MealEntry[]> {
  const meals: MealEntry[] = [];
  for (const part of text.split(MEAL_BREAK)) {
    const entry = part.trim();
    if (entry === '') continue;
    const match = /^([+-]?\d[\d.,'’\s]*?)\s*(?:[x×*-]\s*)?([^\d\s.,'’].*)$/iu.exec(entry);
    const count = match?.[1] === undefined ? null : parseWholeNumber(match[1], language);
    const type = match?.[2] === undefined ? undefined : MEALS(match[2]);
    if (count === null || !type) return fail('bulk.value.meals', { entry });
    meals.push({ mealCount: count, mealType: type });
  }
  return ok(meals);
}
