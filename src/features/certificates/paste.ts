/**
 * The parts of a paste from a confirmation, a mail or a chat around what the lookup reads: dashes
 * a word processor put in place of `-`, brackets, quotes and punctuation around a link, a label in
 * front of it, and the link's own form (with or without its scheme, of a certificate's page or of
 * one of its files).
 */
import { isGuid } from '../../api/contract.ts';
import { foldWords } from '../../lib/list-reading.ts';

/** Every hyphen and dash that stands for `-` in a copied id or reference (non-breaking, en, minus…). */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

export function withPlainDashes(text: string): string {
  return text.replace(DASHES, '-');
}

/** What a mail or a chat puts before a link or an id: brackets and quotes. */
const OPENERS = /^[\s<([{«‹„“‚‘"'`]+/u;
/** What a sentence puts after one: closing brackets and quotes, and its punctuation. */
const CLOSERS = /[\s>)\]}»›“”‘’"'`.,;:!?…]+$/u;

/** `text` without the brackets, quotes and punctuation around it. */
export function peel(text: string): string {
  return text.replace(OPENERS, '').replace(CLOSERS, '');
}

const SCHEMED = /^[a-z][a-z0-9+.-]*:\/\//i;
/** A host name (or localhost) with a port perhaps, then a path: a web address without its scheme. */
const BARE_HOST =
  /^(?:localhost|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,63})(?::\d{1,5})?[/?#]/u;

/** Whether a word is a web address: with a scheme, starting `www.`, or a host name and a path. */
export function isWebAddress(word: string): boolean {
  return SCHEMED.test(word) || /^www\./i.test(word) || BARE_HOST.test(word);
}

/** A word that is a link (a web address, or a path from a site's root), made absolute; or null. */
export function asLink(word: string): string | null {
  if (SCHEMED.test(word)) return word;
  if (word.startsWith('//')) return `http:${word}`;
  if (word.startsWith('/')) return `http://link.invalid${word}`;
  return isWebAddress(word) ? `http://${word}` : null;
}

export interface LinkTarget {
  text: string;
  kind: 'id' | 'correlation';
}

/** A record id at the start of a file's name (`<id>.pdf`, `<id>-facebook.jpg`), or null. */
function idOfFileName(name: string): string | null {
  const id = /^([0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12})(?:[._-].*)?$/s.exec(
    name,
  )?.[1];
  return id && isGuid(id) ? id : null;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What a certificate link names: a page of this app (`/certificates/<id>`,
 * `/certificates/correlation/<key>`, its card below `/embed`), an answer of the service
 * (`…/certificates/<id>`, `…/certificates/<key>/correlation`) or one of a certificate's files,
 * below its id (`…/certificates/<id>/pdf`, the sandbox's `…/files/<id>/certificate.pdf`, a
 * service's `…/files/<id>-facebook.jpg`). Null for any other link.
 */
export function certificateOfLink(address: string): LinkTarget | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const segments = url.pathname.split('/');
  const at = segments.lastIndexOf('certificates');
  const rest = segments
    .slice(at + 1)
    .filter(Boolean)
    .map(decoded);
  if (at >= 0 && rest.length > 0) {
    const [first = '', second = ''] = rest;
    if (first === 'correlation' && second) return { text: second, kind: 'correlation' };
    if (second === 'correlation') return { text: first, kind: 'correlation' };
    if (first === 'correlation') return null;
    return { text: idOfFileName(first) ?? first, kind: 'id' };
  }
  const files = segments.lastIndexOf('files');
  const id = files >= 0 ? idOfFileName(decoded(segments[files + 1] ?? '')) : null;
  return id ? { text: id, kind: 'id' } : null;
}

/**
 * Labels that confirmations and mails put before a certificate's link, its id or a booking
 * reference, in English, German, French and Italian (folded as list names are).
 */
const KNOWN_LABELS = new Set(
  [
    'Certificate',
    'Certificate link',
    'Emission certificate',
    'Link',
    'URL',
    'Booking reference',
    'Booking number',
    'Reference',
    'Record id',
    'Certificate id',
    'Zertifikat',
    'Zertifikatslink',
    'Link zum Zertifikat',
    'Emissionszertifikat',
    'Buchungsnummer',
    'Buchungsreferenz',
    'Referenz',
    'Datensatz-ID',
    'Certificat',
    'Lien',
    'Lien du certificat',
    'Certificat d’émissions',
    'Référence',
    'Référence de réservation',
    'Numéro de réservation',
    'Identifiant',
    'Certificato',
    'Link del certificato',
    'Collegamento',
    'Certificato di emissioni',
    'Riferimento',
    'Riferimento della prenotazione',
    'Numero di prenotazione',
    'Codice di prenotazione',
    'Identificativo',
  ].map(foldWords),
);

/** A few words and a colon (`Zertifikat:`, `Certificat :`), then what follows them. */
const LABELLED = /^([\p{L}\p{M}][\p{L}\p{M}\p{N}\s'’.()-]{0,59}?)\s*:\s*(.*)$/su;

/** A label in front of the text, and the rest; `known` when it is one of the usual labels. */
export function splitLabel(text: string): { known: boolean; rest: string } | null {
  const match = LABELLED.exec(text);
  if (!match) return null;
  return { known: KNOWN_LABELS.has(foldWords(match[1] ?? '')), rest: (match[2] ?? '').trim() };
}
