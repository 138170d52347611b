// Made once per locale and options: making one costs far more than using it (the first of a page
// loads the browser's locale data).
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

export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return madeOnce(
    `number|${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** U+2212 on screen; the CSV keeps ASCII '-' as data. */
const MINUS = '\u2212';

/** Intl writes a hyphen-minus in English and German: it reads as a dash and breaks a line. */
export function formatSigned(format: Intl.NumberFormat, value: number): string {
  if (!(value < 0)) return format.format(value);
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'minusSign' ? MINUS : part.value))
    .join('');
}

export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return madeOnce(
    `date|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}
