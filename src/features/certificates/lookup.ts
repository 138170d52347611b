import * as z from 'zod/mini';
import { isGuid, LIMITS } from '../../api/contract.ts';

export const LOOKUP_MODES = ['auto', 'id', 'correlation'] as const;
export type LookupMode = (typeof LOOKUP_MODES)[number];

export const lookupSchema = z
  .object({
    value: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.text.max)),
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
  const trimmed = value.trim();
  if (mode === 'correlation') return { kind: 'correlation', key: trimmed };
  if (mode === 'id' || isGuid(trimmed)) return { kind: 'id', id: trimmed };
  return { kind: 'correlation', key: trimmed };
}
