/**
 * Intl formats made once per locale and options and reused. Making one costs far more than using
 * it (the first of a page loads the browser's locale data), and a page formats many values.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function madeOnce<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => F,
): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** A number format for the locale and options. */
export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return madeOnce(
    `number|${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** The minus sign of every figure on screen (U+2212); the CSV keeps ASCII '-' as data. */
const MINUS = '\u2212';

/**
 * A number written by a format with the typographic minus sign: Intl writes a hyphen-minus in
 * English and German, which reads as a dash beside a figure and breaks a line after it.
 */
export function formatSigned(format: Intl.NumberFormat, value: number): string {
  if (!(value < 0)) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'minusSign' ? MINUS : part.value))
    .join('');
}

/** A date format for the locale and options; pages make none before they show a date. */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return madeOnce(
    `date|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}
