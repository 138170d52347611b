import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { useT } from '../i18n/index.ts';
import { localizedParams } from '../i18n/validation.ts';

/** A schema may read values wider than it accepts (an empty choice) and refuse them in words. */
export function useFormResolver<I, V extends FieldValues>(
  schema: z.ZodMiniType<I, V>,
): Resolver<V, unknown, I> {
  const t = useT();
  return useMemo(() => zodResolver(schema, localizedParams(t)), [schema, t]);
}
