import { pickSearchParams } from '../../ui/search-params.ts';

/** The search params of /event (see schema.ts, which reads them). */
export const EVENT_SEARCH_FIELDS = ['origin', 'participants', 'nights', 'menu', 'meals'] as const;

/** The event calculator's route options that must load eagerly (path and search params). */
export const eventRouteOptions = {
  path: '/event',
  validateSearch: (raw: Record<string, unknown>) => pickSearchParams(raw, EVENT_SEARCH_FIELDS),
} as const;
