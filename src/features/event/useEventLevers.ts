import { useQueries } from '@tanstack/react-query';
import type { Connection } from '../../api/connection.ts';
import { eventCalculationQuery, type EventInput } from '../../api/event.ts';
import { queryLimitWait } from '../../lib/limit-wait.ts';
import { eventLeverVariants, type LeverVariant } from './levers.ts';

export interface LeverState {
  variant: LeverVariant;
  status: 'pending' | 'error' | 'success';
  /** The variant's total in kilograms, once calculated. */
  kilograms?: number;
  /** Asks the service again, for a variant that could not be calculated. */
  retry: () => void;
  /** When a limit's wait is over (epoch ms), while the variant waits it out. */
  waitUntil?: number;
}

/**
 * The variants of the shown input, calculated in parallel once the main result is in. Each is a
 * calculation like any other, cached under the same keys, so applying one is answered at once.
 */
export function useEventLevers(
  connection: Connection,
  input: EventInput | undefined,
  enabled: boolean,
): LeverState[] {
  const variants = input ? eventLeverVariants(input) : [];
  const queries = useQueries({
    queries: variants.map((variant) => ({
      ...eventCalculationQuery(connection, variant.input),
      enabled,
    })),
  });
  return variants.map((variant, index) => {
    const query = queries[index];
    const data = query?.data;
    return {
      variant,
      status: data ? 'success' : query?.isError && !query.isFetching ? 'error' : 'pending',
      kilograms: data?.result.totalEmission,
      retry: () => void query?.refetch(),
      waitUntil: queryLimitWait(query),
    };
  });
}
