/** Labels and values of the fields a hotel answer holds, for the details list. */
import {
  answerNumber,
  detailKilograms,
  type HotelAnswer,
  type MassUnit,
} from '../../api/answers.ts';
import type { Language, Locale } from '../../shared/language.ts';
import { countryName } from '../../i18n/countries.ts';
import { formatEmission, formatNumber } from '../../i18n/format.ts';
import { isMessageKey, type Translate } from '../../i18n/index.ts';

/** Fields that hold an emission figure in the answer's unit. */
const EMISSION_FIELDS = /^(emission|totalEmission|breakdown\.[A-Za-z]+|rows\[\d+\]\.emission)$/;

export interface DetailContext {
  t: Translate;
  language: Language;
  /** The locale numbers are written in. */
  locale: Locale;
  /** The unit the answer's figures are in (the one it states, else the unit setting). */
  unit: MassUnit;
  /** Whether the stay asked for breakfast: a breakfast factor of a stay without says so. */
  breakfast?: boolean;
}

/** A humanized label for a known field; undefined for others (shown by their key). */
export function detailLabel(key: string, t: Translate): string | undefined {
  const messageKey = `hotel.field.${key}`;
  return isMessageKey(messageKey) ? t(messageKey) : undefined;
}

export function detailValue(detail: Detail, { t, language, locale, unit }: DetailContext): string {
  const { key } = detail;
  const value = EMISSION_FIELDS.test(key) ? asNumber(detail.value) : detail.value;
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (typeof value === 'number') {
    if (EMISSION_FIELDS.test(key)) {
      return formatEmission(detailKilograms(value, unit), locale).text;
    }
    return formatNumber(value, locale, { maximumFractionDigits: 4 });
  }
  // The service's unit as it is written for a reader: "kg CO2e" as "kg CO₂e".
  if (key === 'unit' || key === 'emissionUnit') return value.replace(/CO2(e?)\b/gi, 'CO₂$1');
  if (key === 'countryCode' && /^[A-Za-z]{2}$/.test(value)) {
    return countryName(value, language);
  }
  if (key === 'roomType') {
    const messageKey = `hotel.roomType.${value}`;
    return isMessageKey(messageKey) ? t(messageKey) : value;
  }
  return value;
}

type DetailValue = string | number | boolean | null;

/** A value as the answer's reader reads numbers: a decimal string (`"10.1"`) is that number. */
function asNumber(value: DetailValue): DetailValue {
  return typeof value === 'string' ? (answerNumber(value) ?? value) : value;
}

export interface Detail {
  /** The dotted path of the field, e.g. `breakdown.breakfast` or `rows[0].emission`. */
  key: string;
  value: DetailValue;
}

const MAX_DETAIL_DEPTH = 6;
const MAX_DETAILS = 300;

/** Every field of the answer as a flat list of dotted paths, leaving out the headline's own field. */
export function hotelDetails(
  { answer: result }: HotelAnswer,
  omit: readonly string[] = [],
): Detail[] {
  const details: Detail[] = [];
  // A bare figure is the headline and nothing more.
  if (typeof result !== 'object') return details;
  const visit = (value: unknown, key: string, depth: number) => {
    if (details.length >= MAX_DETAILS) return;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      details.push({ key, value: value as DetailValue });
    } else if (Array.isArray(value)) {
      if (value.length === 0 || depth >= MAX_DETAIL_DEPTH) details.push({ key, value: '[]' });
      value.forEach((item, index) => visit(item, `${key}[${index}]`, depth + 1));
    } else if (typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.length === 0 || depth >= MAX_DETAIL_DEPTH) details.push({ key, value: '{}' });
      else for (const [name, inner] of entries) visit(inner, `${key}.${name}`, depth + 1);
    }
  };
  for (const [name, value] of Object.entries(result)) {
    if (!omit.includes(name)) visit(value, name, 0);
  }
  return details;
}

/**
 * A factor of the answer as a sentence ("The star rating multiplies the room factor by 2.02."),
 * or undefined for a field that reads better as a label and a value.
 */
export function detailSentence(
  detail: Detail,
  { t, locale, breakfast }: DetailContext,
): string | undefined {
  const { key } = detail;
  const value = asNumber(detail.value);
  const off = key === 'factors.breakfastPerGuestNight' && breakfast === false ? '.off' : '';
  const messageKey = `hotel.sentence.${key}${off}`;
  if (!isMessageKey(messageKey)) return undefined;
  if (typeof value === 'boolean') {
    const booleanKey = `${messageKey}.${value ? 'yes' : 'no'}`;
    return isMessageKey(booleanKey) ? t(booleanKey) : undefined;
  }
  if (typeof value !== 'number') return undefined;
  return t(messageKey, { value: formatNumber(value, locale, { maximumFractionDigits: 4 }) });
}
