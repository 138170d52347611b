const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number format for the locale and options, made once and reused. Making an Intl.NumberFormat
 * costs far more than using one, and a page formats many numbers as it first renders.
 */
export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = options ? `${locale}|${JSON.stringify(options)}` : locale;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date format for the locale and options, made once and reused. The first one a page makes is the
 * most expensive (the browser loads the locale's calendar data then), so pages make none at start.
 */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
