/** Labels and values of the fields a hotel answer holds, for the details list. */
import type { Detail } from '../../api/hotel.ts';
import type { EmissionUnit, Language } from '../../api/settings.ts';
import { countryName } from '../../i18n/countries.ts';
import { formatEmission, formatNumber, toKilograms } from '../../i18n/format.ts';
import { isMessageKey, type Translate } from '../../i18n/index.ts';

/** Fields that hold an emission figure in the service's unit. */
const EMISSION_FIELDS = /^(emission|totalEmission|breakdown\.[A-Za-z]+|rows\[\d+\]\.emission)$/;

export interface DetailContext {
  t: Translate;
  language: Language;
  unit: EmissionUnit;
}

/** A humanized label for a known field; undefined for others (shown by their key). */
export function detailLabel(key: string, t: Translate): string | undefined {
  const messageKey = `hotel.field.${key}`;
  return isMessageKey(messageKey) ? t(messageKey) : undefined;
}

export function detailValue(detail: Detail, { t, language, unit }: DetailContext): string {
  const { key, value } = detail;
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (typeof value === 'number') {
    if (EMISSION_FIELDS.test(key)) return formatEmission(toKilograms(value, unit), language).text;
    return formatNumber(value, language, { maximumFractionDigits: 4 });
  }
  if (key === 'countryCode' && /^[A-Za-z]{2}$/.test(value)) {
    return countryName(value, language);
  }
  if (key === 'roomType') {
    const messageKey = `hotel.roomType.${value}`;
    return isMessageKey(messageKey) ? t(messageKey) : value;
  }
  return value;
}

/**
 * A factor of the answer as a sentence ("The star rating multiplies the room factor by 2.02."),
 * or undefined for a field that reads better as a label and a value.
 */
export function detailSentence(detail: Detail, { t, language }: DetailContext): string | undefined {
  const { key, value } = detail;
  const messageKey = `hotel.sentence.${key}`;
  if (!isMessageKey(messageKey)) return undefined;
  if (typeof value === 'boolean') {
    const booleanKey = `${messageKey}.${value ? 'yes' : 'no'}`;
    return isMessageKey(booleanKey) ? t(booleanKey) : undefined;
  }
  if (typeof value !== 'number') return undefined;
  return t(messageKey, { value: formatNumber(value, language, { maximumFractionDigits: 4 }) });
}
