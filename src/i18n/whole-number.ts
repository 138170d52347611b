/**
 * Whole numbers as readers type them: `1,000` in English, `1.000` in German and Italian, `1 000`
 * in French, `1'000` in Swiss usage, plain digits everywhere. One reader for every count the app
 * takes (the calculators' fields, the bulk file's cells), so that a count reads the same way
 * wherever it is typed.
 *
 * A text is read only when it can mean one whole number to a reader of the language: `1.000` is a
 * thousand in German but a decimal in English, so English refuses it rather than guess; `1,5`,
 * `1.00` or `12.345.6` are refused in every language. Nothing is ever truncated or rounded.
 */
import * as z from 'zod/mini';
import type { Language, Locale } from '../shared/language.ts';
import { numberFormat } from './number-format.ts';

/**
 * A whole-number field's value while it is edited: the number read, NaN while the field is empty,
 * or the text as typed when it could not be read (so that the error can quote it).
 */
export type WholeNumberValue = number | string;

// Spaces of any width group digits in every language: none of them can mark decimals.
const SPACES = ' \u00A0\u202F\u2009';
const APOSTROPHES = "'\u2019";

/**
 * The characters that group thousands for a reader of each language. The point and the comma mark
 * decimals in one language and group in another; each is a grouping mark only where readers use it
 * that way, and refused elsewhere (it would be a decimal mark or a guess).
 */
const GROUPING: Record<Language, string> = {
  en: `,${SPACES}${APOSTROPHES}`,
  de: `.${SPACES}${APOSTROPHES}`,
  fr: `${SPACES}${APOSTROPHES}`,
  it: `.${SPACES}${APOSTROPHES}`,
};

/** Spaces count as one kind of mark: their widths look alike and are hard to tell apart. */
const kindOf = (mark: string) =>
  SPACES.includes(mark) ? ' ' : APOSTROPHES.includes(mark) ? "'" : mark;

/** Minus signs a reader may type: the hyphen-minus and the typographic minus (U+2212). */
const SIGN = /^([+\-\u2212]?)(.*)$/su;

/**
 * The whole number a text means to a reader of the language, or null when it means none (empty
 * text included). Grouping must be well formed: one kind of mark, groups of three after the first.
 */
export function parseWholeNumber(text: string, language: Language): number | null {
  const [, sign = '', body = ''] = SIGN.exec(text.trim()) ?? [];
  if (!/^\d/.test(body)) return null;
  let digits: string;
  if (/^\d+$/.test(body)) {
    digits = body;
  } else {
    const groups = body.split(/\D/);
    const marks = body.replace(/\d/g, '');
    const first = marks[0] ?? '';
    const wellFormed =
      GROUPING[language].includes(first) &&
      [...marks].every((mark) => kindOf(mark) === kindOf(first)) &&
      /^\d{1,3}$/.test(groups[0] ?? '') &&
      groups.slice(1).every((group) => /^\d{3}$/.test(group));
    if (!wellFormed) return null;
    digits = groups.join('');
  }
  const value = Number(digits);
  // Beyond what a number holds exactly, a figure would silently differ from what was typed.
  if (!Number.isSafeInteger(value)) return null;
  return sign === '' || sign === '+' ? value : -value;
}

/**
 * A field's value for its text: the number read, NaN for an empty field, or the trimmed text when
 * it is no whole number to a reader of the language.
 */
export function wholeNumberValue(text: string, language: Language): WholeNumberValue {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  return parseWholeNumber(trimmed, language) ?? trimmed;
}

/**
 * A count as a link or a stored draft holds it: a number as it is; a text of plain digits as its
 * number (with no grouping mark it means the same to a reader of every language); any other text
 * kept as it is, for the error to quote; NaN when empty or absent (a draft stores NaN as null).
 */
export function wholeNumberOf(value: unknown): WholeNumberValue {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  const text = value.trim();
  return /^[+\-\u2212]?\d+$/.test(text) ? (parseWholeNumber(text, 'en') ?? text) : text;
}

/** A count in a stored draft, read with `wholeNumberOf`: whatever is stored, never a failure. */
export const storedWholeNumber = z.pipe(z.unknown(), z.transform(wholeNumberOf));

/**
 * The text a field shows for its value when it is not being edited: the number in the reader's
 * format, the refused text as it was typed, nothing while empty.
 */
export function wholeNumberText(value: unknown, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  // Grouped as the page shows counts; the field's own minus is the one a keyboard types.
  return numberFormat(locale).format(value);
}
