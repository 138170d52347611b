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

export const lookupSchema = z
  .object({
    value: z
      .pipe(z.string(), z.transform(cleanLookupValue))
      .check(z.minLength(1), z.maxLength(LIMITS.text.max)),
    mode: z.enum(LOOKUP_MODES),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.mode === 'id' && !isGuid(form.value)) {
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
