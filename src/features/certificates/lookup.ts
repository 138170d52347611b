import * as z from 'zod/mini';
import { isGuid, LIMITS } from '../../api/contract.ts';

export const LOOKUP_MODES = ['auto', 'id', 'correlation'] as const;
export type LookupMode = (typeof LOOKUP_MODES)[number];

/** Characters that a copy and paste brings along unseen: zero-width ones, soft hyphens, marks. */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

/**
 * What was typed, without invisible characters anywhere and without spaces around it. The case
 * stays as typed: keys are the caller's own, and the service compares them exactly.
 */
export function cleanLookupValue(value: string): string {
  return value.replace(INVISIBLE, '').trim();
}

/** A record id's form: 8-4-4-4-12 hexadecimal digits (`h`) joined by hyphens. */
const GUID_FORM = 'hhhhhhhh-hhhh-hhhh-hhhh-hhhhhhhhhhhh';
const HEX = /^[0-9a-fA-F]$/;
/** How many characters a value may be off the form and still be a record id that lost some. */
const ALMOST_EDITS = 2;

/** The least number of characters to add, drop or change to give `value` a record id's form. */
function editsToGuidForm(value: string): number {
  // Levenshtein distance to the form, a template where `h` stands for any hexadecimal digit.
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

/**
 * Whether a value is not a record id but only a character or two away from one (one short, one
 * wrong, a brace copied along): what someone typed or copied from a record id, not a booking
 * reference of theirs.
 */
export function isAlmostGuid(value: string): boolean {
  if (Math.abs(value.length - GUID_FORM.length) > ALMOST_EDITS || isGuid(value)) return false;
  return editsToGuidForm(value) <= ALMOST_EDITS;
}

export const lookupSchema = z
  .object({
    value: z
      .pipe(z.string(), z.transform(cleanLookupValue))
      .check(z.minLength(1), z.maxLength(LIMITS.text.max)),
    mode: z.enum(LOOKUP_MODES),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.mode !== 'correlation' && isAlmostGuid(form.value)) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          input: form.value,
          params: { messageKey: 'certificates.almostId' },
        });
      } else if (form.mode === 'id' && !isGuid(form.value)) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          input: form.value,
          params: { messageKey: 'certificates.lookup.error.notGuid' },
        });
      }
      // A browser resolves `.` and `..` away in any URL path, so such a key can never be looked up.
      if (form.mode !== 'id' && (form.value === '.' || form.value === '..')) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          input: form.value,
          params: { messageKey: 'certificates.lookup.error.dotKey' },
        });
      }
    }),
  );
export type LookupForm = z.infer<typeof lookupSchema>;

export type LookupTarget = { kind: 'id'; id: string } | { kind: 'correlation'; key: string };

/** What a submitted lookup opens: a GUID is a record id unless the user said it is a key. */
export function lookupTarget({ value, mode }: LookupForm): LookupTarget {
  const trimmed = cleanLookupValue(value);
  if (mode === 'correlation') return { kind: 'correlation', key: trimmed };
  if (mode === 'id' || isGuid(trimmed)) return { kind: 'id', id: trimmed };
  return { kind: 'correlation', key: trimmed };
}
