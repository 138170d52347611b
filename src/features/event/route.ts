import * as z from 'zod/mini';
import { searchParam } from '../../routing/search-params.ts';

/**
 * Read leniently (search.ts converts them to and from the form):
 * `?origin=NATIONAL&participants=80&nights=1&menu=VEGETARIAN&meals=80-VEGETARIAN*80-COFFEE_BREAK`,
 * `meals` as `count-TYPE` rows joined with `*`, absent for an empty list.
 */
export const eventSearchSchema = z.object({
  origin: searchParam,
  participants: searchParam,
  nights: searchParam,
  menu: searchParam,
  meals: searchParam,
});
