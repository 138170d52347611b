/**
 * The service's error bodies, apart from the contract's other schemas: errors.ts, which every page
 * loads at its start, reads failed answers with this one; the others load with the pages that call
 * the service. The contract re-exports it.
 */
import * as z from 'zod/mini';

/** Error bodies the service may send (spec 7 shows none): RFC 9457 problem details and others. */
export const problemSchema = z.looseObject({
  type: z.optional(z.string()),
  title: z.optional(z.string()),
  status: z.optional(z.number()),
  detail: z.optional(z.string()),
  message: z.optional(z.string()),
  error: z.optional(z.unknown()),
  errors: z.optional(z.unknown()),
});
export type Problem = z.infer<typeof problemSchema>;
