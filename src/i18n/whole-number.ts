/**
 * Whole numbers as readers type them (`1,000`, `1.000`, `1 000`, `1'000`): one reader for every
 * count the app takes, fields and bulk cells alike. A text is read only when it means one whole
 * number to a reader of the language: `1.000` is a thousand in German but a decimal in English, so
 * English refuses it rather than guess. Nothing is ever truncated or rounded.
 */
import * as z from 'zod/mini';
import type { Language, Locale } from '../shared/language.ts';
import { numberFormat } from './number-format.ts';

/** NaN while empty, or the text as typed when unread (so the error can quote it). */
export type WholeNumberValue = number | string;

// Spaces of any width group digits in every language: none of them can mark decimals.
const SPACES = ' \u00A0\u202F\u2009';
const APOSTROPHES = "'\u2019";

/** The point and the comma group only where readers use them so; elsewhere they are refused. */
const GROUPING: Record<Language, string> = {
  en: `,${SPACES}${APOSTROPHES}`,
  de: `.${SPACES}${APOSTROPHES}`,
  fr: `${SPACES}${APOSTROPHES}`,
  it: `.${SPACES}${APOSTROPHES}`,
};

/** Space widths look alike: one kind of mark. */
const kindOf = (mark: string) =>
  SPACES.includes(mark) ? ' ' : APOSTROPHES.includes(mark) ? "'" : mark;

const SIGN = /^([+\-\u2212]?)(.*)$/su;

/** Grouping must be well formed: one kind of mark, groups of three after the first. */
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

export function wholeNumberValue(text: string, language: Language): WholeNumberValue {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  return parseWholeNumber(trimmed, language) ?? trimmed;
}

/** Plain digits read the same in every language; a draft stores NaN as null. */
export function wholeNumberOf(value: unknown): WholeNumberValue {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  const text = value.trim();
  return /^[+\-\u2212]?\d+$/.test(text) ? (parseWholeNumber(text, 'en') ?? text) : text;
}

export const storedWholeNumber = z.pipe(z.unknown(), z.transform(wholeNumberOf));

export function wholeNumberText(value: unknown, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  // Grouped as the page shows counts; the field's own minus is the one a keyboard types.
  return numberFormat(locale).format(value);
}
