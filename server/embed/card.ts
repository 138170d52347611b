/**
 * A small document another site frames: no script, one inline style sheet allowed by its hash.
 * Its words are the link preview's (link-preview/tags.ts); every value from the record is cut,
 * stripped of bidi controls (src/shared/text.ts) and escaped.
 */
import { toString as qrSvg } from 'qrcode';
import type { Certificate } from '../../src/api/contract.ts';
import type { AnswerRefusal } from '../../src/api/answers.ts';
import { plainText } from '../../src/shared/text.ts';
import { LOCALES } from '../../src/shared/language.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { previewText, refusalText, type PreviewLanguage } from '../link-preview/messages.ts';
import { dateText, emissionText, previewTitle, stayText } from '../link-preview/tags.ts';
import { CARD_STYLE } from './card-layout.ts';

export type CardTheme = 'light' | 'dark' | null;

export interface CardContext {
  language: PreviewLanguage;
  theme: CardTheme;
  /** Absolute with PUBLIC_URL, else from the site's root. */
  pageHref: string;
  /** Null for a card without one. */
  qrLink: string | null;
  /** The card then says it is a demonstration. */
  demo: boolean;
}

export type CardProblem = 'not-found' | 'limited' | 'failed';

/** The stay reads as a sentence of its own on the card. */
function sentence(text: string, language: PreviewLanguage): string {
  return text.charAt(0).toLocaleUpperCase(LOCALES[language]) + text.slice(1);
}

function page(
  language: PreviewLanguage,
  theme: CardTheme,
  title: string,
  body: string,
  qr: boolean,
): string {
  return [
    `<!doctype html><html lang="${language}"${theme ? ` class="${theme}"` : ''}><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title><style>${CARD_STYLE}</style></head>`,
    // No landmark and no heading: framed in another site's page, the card adds neither a second
    // main landmark nor a jump in that page's headings. The frame's title names it.
    `<body><article class="card${qr ? ' card--qr' : ''}">${body}</article></body></html>`,
  ].join('');
}

/** The card is inside someone else's page: say so. */
function newTabLink(href: string, text: string, language: PreviewLanguage): string {
  const note = previewText(language, 'certificates.files.newTab');
  return `<p class="link"><a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(text)}<span class="vh"> ${escapeHtml(note)}</span></a></p>`;
}

/** An SVG in a data URL: no script, no request. */
async function qrImage(link: string, language: PreviewLanguage): Promise<string> {
  const svg = await qrSvg(link, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#0a3b24', light: '#ffffff' },
  });
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const alt = previewText(language, 'certificates.qr.alt', { link });
  const hint = previewText(language, 'certificates.qr.hint');
  return `<div class="qr"><img src="${source}" alt="${escapeHtml(alt)}"><p>${escapeHtml(hint)}</p></div>`;
}

export async function certificateCard(
  certificate: Certificate,
  context: CardContext,
): Promise<string> {
  const { language } = context;
  const kicker = previewText(
    language,
    context.demo ? 'certificates.card.demoKicker' : 'certificates.certificate.kicker',
  );
  const name = plainText(certificate.name?.trim() ?? '');
  const guest = plainText(certificate.guestName?.trim() ?? '');
  const emission =
    certificate.emission !== undefined && Number.isFinite(certificate.emission)
      ? emissionText(certificate.emission, language)
      : previewText(language, 'certificates.card.emissionMissing');
  const stay = stayText(certificate, language);
  const date = dateText(certificate.date, language);
  const when = stay
    ? sentence(stay, language)
    : date
      ? previewText(language, 'certificates.card.issued', { date })
      : '';
  // Every row is there, empty or not: the rows keep their places on every card.
  const rows = [
    `<p class="kicker">${escapeHtml(kicker)}</p>`,
    `<p class="name"${name ? ` title="${escapeHtml(name)}"` : ''}>${escapeHtml(name || kicker)}</p>`,
    `<p class="guest">${guest ? escapeHtml(previewText(language, 'certificates.preview.guest', { guest })) : ''}</p>`,
    `<p class="emission">${escapeHtml(emission)}</p>`,
    `<p class="stay">${escapeHtml(when)}</p>`,
    newTabLink(context.pageHref, previewText(language, 'certificates.card.open'), language),
    context.qrLink ? await qrImage(context.qrLink, language) : '',
  ];
  return page(
    language,
    context.theme,
    previewTitle(certificate, language, context.demo),
    rows.join(''),
    context.qrLink !== null,
  );
}

const PROBLEM_TEXTS = {
  'not-found': ['certificates.notFound.title', 'certificates.card.notFound.body'],
  limited: ['certificates.card.limited.title', 'certificates.card.limited.body'],
  failed: ['certificates.error.title', 'certificates.card.failed.body'],
} as const;

export function problemCard(
  problem: CardProblem,
  context: {
    language: PreviewLanguage;
    theme: CardTheme;
    lookupHref: string;
    /** Said in the words the app's page uses. */
    refusal?: AnswerRefusal;
  },
): string {
  const { language, refusal } = context;
  const [titleKey, bodyKey] = PROBLEM_TEXTS[problem];
  const title = previewText(language, titleKey);
  const message = refusal ? refusalText(language, refusal) : previewText(language, bodyKey);
  const body = [
    `<p class="kicker">${escapeHtml(previewText(language, 'certificates.certificate.kicker'))}</p>`,
    `<p class="name">${escapeHtml(title)}</p>`,
    `<p class="message">${escapeHtml(message)}</p>`,
    newTabLink(context.lookupHref, previewText(language, 'certificates.card.lookup'), language),
  ].join('');
  return page(language, context.theme, title, body, false);
}
