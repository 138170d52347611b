import * as z from 'zod/mini';
import { isGuid, LIMITS } from '../../api/contract.ts';
import {
  asLink,
  certificateOfLink,
  isWebAddress,
  peel,
  splitLabel,
  withPlainDashes,
} from './paste.ts';

const LOOKUP_MODES = ['auto', 'id', 'correlation'] as const;
export type LookupMode = (typeof LOOKUP_MODES)[number];

/** What a copy and paste brings along unseen. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

const QUOTED = /^(["'`‘’‚“”„«»‹›])(.*)(["'`‘’“”«»‹›])$/s;

/** The case stays as typed: keys are the caller's own, and the service compares them exactly. */
function cleanLookupValue(value: string): string {
  let text = value.replace(INVISIBLE, '').trim();
  for (let match = QUOTED.exec(text); match; match = QUOTED.exec(text)) {
    text = (match[2] ?? '').trim();
  }
  return text;
}

export interface ReadLookup {
  /** For a refused paste, what was read, to quote back. */
  text: string;
  /** Null for a bare id or key. */
  kind: 'id' | 'correlation' | null;
  refused?: 'otherLink' | 'unreadable';
}

/**
 * A booking reference is looked up exactly as typed (dashes read as `-`); a paste with a link among
 * other words is refused (paste.ts).
 */
export function readLookup(value: string, mode: LookupMode = 'auto'): ReadLookup {
  const cleaned = withPlainDashes(cleanLookupValue(value));
  const bare = (text: string): ReadLookup => ({
    text: mode === 'correlation' ? text : canonicalId(text),
    kind: null,
  });
  const whole = readPasted(cleaned);
  if (whole) return whole;
  const labelled = splitLabel(cleaned);
  if (labelled) {
    const after = readPasted(labelled.rest);
    if (after) return after;
    if (labelled.known) {
      const token = peel(labelled.rest);
      return token === '' || /\s/.test(token) ? unreadable(cleaned) : bare(token);
    }
  }
  if (/\s/.test(cleaned) && cleaned.split(/\s+/).some((word) => isWebAddress(peel(word)))) {
    return unreadable(cleaned);
  }
  return bare(cleaned);
}

function readPasted(text: string): ReadLookup | null {
  const token = peel(text);
  if (token === '' || /\s/.test(token)) return null;
  const link = asLink(token);
  if (link) {
    const named = certificateOfLink(link);
    if (!named) return { text: token, kind: null, refused: 'otherLink' };
    return named.kind === 'id' ? { ...named, text: canonicalId(named.text) } : named;
  }
  // Brackets or punctuation around a record id; a booking reference keeps its own.
  if (token !== text && isGuid(canonicalId(token))) return { text: canonicalId(token), kind: null };
  return null;
}

const unreadable = (text: string): ReadLookup => ({ text, kind: null, refused: 'unreadable' });

/** Braces, `urn:uuid:` or 32 digits without hyphens, as people paste record ids. */
export function canonicalId(text: string): string {
  const bare = text.replace(/^urn:uuid:/i, '').replace(/^\{(.*)\}$/s, '$1');
  if (isGuid(bare)) return bare;
  const digits = /^[0-9a-fA-F]{32}$/.test(bare) ? bare : null;
  if (!digits) return text;
  return [0, 8, 12, 16, 20].map((start, i, all) => digits.slice(start, all[i + 1] ?? 32)).join('-');
}

const QUOTE_MAX = 80;

function quoted(text: string): string {
  const chars = [...text];
  return chars.length > QUOTE_MAX ? `${chars.slice(0, QUOTE_MAX - 1).join('')}…` : text;
}

const GUID_FORM = 'hhhhhhhh-hhhh-hhhh-hhhh-hhhhhhhhhhhh';
const HEX = /^[0-9a-fA-F]$/;
/** A value this many characters off the form is a record id that lost some. */
const ALMOST_EDITS = 2;

function editsToGuidForm(value: string): number {
  // Levenshtein distance to the form, where `h` stands for any hexadecimal digit.
  let previous = Array.from({ length: GUID_FORM.length + 1 }, (_, index) => index);
  for (const [i, char] of [...value].entries()) {
    const current = [i + 1];
    for (let j = 1; j <= GUID_FORM.length; j++) {
      const wanted = GUID_FORM[j - 1];
      const fits = wanted === 'h' ? HEX.test(char) : char === wanted;
      current[j] = Math.min(
        (previous[j - 1] ?? 0) + (fits ? 0 : 1),
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
      );
    }
    previous = current;
  }
  return previous[GUID_FORM.length] ?? Infinity;
}

/** One short, one wrong, a brace copied along: from a record id, not a booking reference. */
export function isAlmostGuid(value: string): boolean {
  if (Math.abs(value.length - GUID_FORM.length) > ALMOST_EDITS || isGuid(value)) return false;
  return editsToGuidForm(value) <= ALMOST_EDITS;
}

export const lookupSchema = z
  .object({
    value: z.pipe(z.string(), z.transform(cleanLookupValue)).check(z.maxLength(LIMITS.text.max)),
    mode: z.enum(LOOKUP_MODES),
  })
  .check(
    z.superRefine((form, ctx) => {
      const issue = (messageKey: string, messageVars?: Record<string, string>) =>
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          input: form.value,
          params: messageVars ? { messageKey, messageVars } : { messageKey },
        });
      const { text, kind, refused } = readLookup(form.value, form.mode);
      if (refused) {
        const key = refused === 'otherLink' ? 'notCertificateLink' : 'unreadable';
        issue(`certificates.lookup.error.${key}`, { text: quoted(text) });
        return;
      }
      if (text === '') {
        issue('certificates.lookup.error.empty');
        return;
      }
      const asId = kind === 'id' || (kind === null && form.mode !== 'correlation');
      if (asId && isAlmostGuid(text)) issue('certificates.almostId');
      else if ((kind === 'id' || form.mode === 'id') && !isGuid(text)) {
        issue('certificates.lookup.error.notGuid');
      }
      // A browser resolves `.` and `..` away in any URL path, so such a key can never be looked up.
      if (kind !== 'id' && form.mode !== 'id' && (text === '.' || text === '..')) {
        issue('certificates.lookup.error.dotKey');
      }
    }),
  );
export type LookupForm = z.infer<typeof lookupSchema>;

export type LookupTarget = { kind: 'id'; id: string } | { kind: 'correlation'; key: string };

/** A record id in any form people paste it, unless the user said it is a booking reference. */
export function lookupTarget({ value, mode }: LookupForm): LookupTarget {
  const { text, kind } = readLookup(value, mode);
  if (kind === 'correlation' || (kind === null && mode === 'correlation')) {
    return { kind: 'correlation', key: text };
  }
  if (kind === 'id' || mode === 'id' || isGuid(text)) return { kind: 'id', id: text };
  return { kind: 'correlation', key: text };
}
