import { validateEventSearch } from './schema.ts';

/** The event calculator's route options that must load eagerly (path and search params). */
export const eventRouteOptions = {
  path: '/event',
  validateSearch: validateEventSearch,
} as const;
