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
