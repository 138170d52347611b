/**
 * Every value escaped, the record's texts cut and without bidi controls (src/shared/text.ts). The
 * card and the oEmbed document use the same texts, so all of them say the same.
 */
import type { Certificate } from '../../src/api/contract.ts';
import { plainText } from '../../src/shared/text.ts';
import { shownFigure } from '../../src/shared/figures.ts';
import { LOCALES } from '../../src/shared/language.ts';
import { inCountry } from '../../src/i18n/country-phrases.ts';
import { formatEmission } from '../../src/i18n/format.ts';
import { formatServiceDay, readServiceDate } from '../../src/shared/service-date.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { previewText, type PreviewLanguage } from './messages.ts';

export interface PreviewContext {
  language: PreviewLanguage;
  /** Null leaves og:url out. */
  pageUrl: string | null;
  /** An https page names only https images, an http page http ones too. */
  secure?: boolean;
}

/** Null for anything the page may not name. */
function imageUrl(value: string | undefined, secure: boolean): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    const allowed = secure ? url.protocol === 'https:' : /^https?:$/.test(url.protocol);
    return allowed ? url.href : null;
  } catch {
    return null;
  }
}

/** By the app's one rule (src/shared/figures.ts); the plural follows the rounded amount. */
export function emissionText(kilograms: number, language: PreviewLanguage): string {
  const { amount, unit } = shownFigure(kilograms);
  const figure = formatEmission(kilograms, LOCALES[language]).value;
  return previewText(language, `certificates.preview.emission.${unit}`, { count: amount, figure });
}

export function dateText(value: string | undefined, language: PreviewLanguage): string | null {
  const date = value === undefined ? undefined : readServiceDate(value);
  return date ? formatServiceDay(date, LOCALES[language]) : null;
}

export function stayText(certificate: Certificate, language: PreviewLanguage): string | null {
  const { days } = certificate;
  const parts: string[] = [];
  if (typeof days === 'number' && Number.isInteger(days) && days > 0) {
    parts.push(previewText(language, 'certificates.preview.stay', { count: days }));
  }
  const country = inCountry(certificate.countryCode, language, (name) =>
    previewText(language, 'certificates.preview.in', { country: name }),
  );
  if (parts.length > 0 && country) parts.push(country);
  const date = dateText(certificate.date, language);
  if (parts.length > 0 && date)
    parts.push(previewText(language, 'certificates.preview.from', { date }));
  return parts.length > 0 ? parts.join(' ') : null;
}

export function previewTitle(
  certificate: Certificate,
  language: PreviewLanguage,
  demo = false,
): string {
  const name = plainText(certificate.name?.trim() ?? '');
  if (demo) {
    return name
      ? previewText(language, 'certificates.preview.demoTitle', { name })
      : previewText(language, 'certificates.card.demoKicker');
  }
  return name
    ? previewText(language, 'certificates.preview.title', { name })
    : previewText(language, 'certificates.certificate.kicker');
}

export function previewDescription(certificate: Certificate, context: PreviewContext): string {
  const guest = plainText(certificate.guestName?.trim() ?? '');
  const parts = [
    guest ? previewText(context.language, 'certificates.preview.guest', { guest }) : null,
    certificate.emission !== undefined
      ? emissionText(certificate.emission, context.language)
      : null,
    stayText(certificate, context.language),
  ].filter((part): part is string => part !== null);
  return parts.join(' · ');
}

export function previewTags(certificate: Certificate, context: PreviewContext): string {
  const title = previewTitle(certificate, context.language);
  const description = previewDescription(certificate, context);
  const secure = context.secure ?? true;
  const image = imageUrl(certificate.certificateFacebookUrl, secure);
  const twitterImage = imageUrl(certificate.certificateTwitterUrl, secure) ?? image;
  const tags: [attribute: 'property' | 'name', key: string, value: string | null][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', description || null],
    ['property', 'og:image', image],
    ['property', 'og:url', context.pageUrl],
    // The large card only with a picture to fill it.
    ['name', 'twitter:card', twitterImage ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description || null],
    ['name', 'twitter:image', twitterImage],
  ];
  return tags
    .filter((tag): tag is [(typeof tag)[0], string, string] => tag[2] !== null)
    .map(
      ([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`,
    )
    .join('');
}
