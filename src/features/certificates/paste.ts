/** What a paste from a confirmation, a mail or a chat puts around what the lookup reads. */
import { isGuid } from '../../api/contract.ts';
import { foldWords } from '../../lib/list-reading.ts';

/** A word processor puts these in place of `-` (non-breaking, en, minus…). */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

export function withPlainDashes(text: string): string {
  return text.replace(DASHES, '-');
}

const OPENERS = /^[\s<([{«‹„“‚‘"'`]+/u;
const CLOSERS = /[\s>)\]}»›“”‘’"'`.,;:!?…]+$/u;

export function peel(text: string): string {
  return text.replace(OPENERS, '').replace(CLOSERS, '');
}

const SCHEMED = /^[a-z][a-z0-9+.-]*:\/\//i;
const BARE_HOST =
  /^(?:localhost|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,63})(?::\d{1,5})?[/?#]/u;

export function isWebAddress(word: string): boolean {
  return SCHEMED.test(word) || /^www\./i.test(word) || BARE_HOST.test(word);
}

/** A path from a site's root counts too, made absolute. */
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
 * A page of this app, an answer of the service, or one of a certificate's files below its id
 * (`…/certificates/<id>/pdf`, `…/files/<id>/certificate.pdf`, `…/files/<id>-facebook.jpg`).
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

/** Labels that confirmations and mails put before a link, an id or a reference, folded. */
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

/** `Zertifikat:`, `Certificat :`. */
const LABELLED = /^([\p{L}\p{M}][\p{L}\p{M}\p{N}\s'’.()-]{0,59}?)\s*:\s*(.*)$/su;

export function splitLabel(text: string): { known: boolean; rest: string } | null {
  const match = LABELLED.exec(text);
  if (!match) return null;
  return { known: KNOWN_LABELS.has(foldWords(match[1] ?? '')), rest: (match[2] ?? '').trim() };
}
