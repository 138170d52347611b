/**
 * The event calculator's input in the URL (route.ts holds its search schema) and in a draft: one
 * conversion each way, read leniently, so that a hand-edited link shows field errors instead of
 * failing. The form's rules are the contract's (api/event-form-schema.ts).
 */
import * as z from 'zod/mini';
import {
  MEAL_TYPES,
  mealTypeSchema,
  ORIGIN_TYPES,
  originTypeSchema,
  type MealType,
  type OriginType,
} from '../../api/contract.ts';
import type { EventInput } from '../../api/event.ts';
import { eventFormSchema } from '../../api/event-form-schema.ts';
import { searchKey, type SearchOf } from '../../routing/search-params.ts';
import type { UrlFormSpec } from '../../routing/useUrlForm.ts';
import {
  storedWholeNumber,
  wholeNumberOf,
  type WholeNumberValue,
} from '../../i18n/whole-number.ts';
import { eventSearchSchema } from './route.ts';

type EventSearch = SearchOf<typeof eventSearchSchema>;

/**
 * What the form holds while it is edited: a choice may be empty; a count is a number, NaN while
 * empty, or the text typed when it reads as no whole number (the error quotes it).
 */
export interface EventFormValues {
  originType: OriginType | '';
  participants: WholeNumberValue;
  overnightStays: WholeNumberValue;
  mealType: MealType | '';
  mealInfo: { mealCount: WholeNumberValue; mealType: MealType | '' }[];
}

/** A plausible one-day conference with one night: a first click shows a result. */
export const EVENT_DEFAULTS: EventInput = {
  originType: 'NATIONAL',
  participants: 80,
  overnightStays: 1,
  mealType: 'VEGETARIAN',
  mealInfo: [
    { mealCount: 80, mealType: 'VEGETARIAN' },
    { mealCount: 80, mealType: 'COFFEE_BREAK' },
  ],
};

function choice<T extends string>(value: unknown, allowed: readonly T[]): T | '' {
  if (typeof value !== 'string') return '';
  const upper = value.trim().toUpperCase();
  const canonical = upper === 'COFEE_BREAK' ? 'COFFEE_BREAK' : upper;
  return (allowed as readonly string[]).includes(canonical) ? (canonical as T) : '';
}

/**
 * Form values from the URL, as they are: bad values stay bad so the form can name them; the
 * example event when the URL holds no input.
 */
function valuesOf(search: EventSearch): EventFormValues {
  if (!searchKey(eventSearchSchema, search)) return valuesOf(searchOf(EVENT_DEFAULTS));
  const meals = search.meals === undefined ? '' : String(search.meals);
  return {
    originType: choice(search.origin, ORIGIN_TYPES),
    participants: wholeNumberOf(search.participants),
    overnightStays: wholeNumberOf(search.nights),
    mealType: choice(search.menu, MEAL_TYPES),
    mealInfo: meals
      .split('*')
      .filter((part) => part.trim() !== '')
      .map((part) => {
        // Meal types hold no '-': the last one separates the count, which may be negative.
        const at = part.lastIndexOf('-');
        return {
          mealCount: wholeNumberOf(at < 0 ? '' : part.slice(0, at)),
          mealType: choice(at < 0 ? part : part.slice(at + 1), MEAL_TYPES),
        };
      }),
  };
}

/** The URL's search params for an input, as entered (the request normalizes it, not the URL). */
function searchOf(input: EventInput): EventSearch {
  const search: EventSearch = {
    origin: input.originType,
    participants: input.participants,
    nights: input.overnightStays,
    menu: input.mealType,
  };
  if (input.mealInfo.length) {
    search.meals = input.mealInfo.map((meal) => `${meal.mealCount}-${meal.mealType}`).join('*');
  }
  return search;
}

/** The input in the form's values (the form schema, as the resolver applies it), or null. */
function inputOf(values: EventFormValues): EventInput | null {
  const parsed = z.safeParse(eventFormSchema, values);
  return parsed.success ? parsed.data : null;
}

/** A stored draft's values: what was typed but not submitted, a bad value read as empty. */
export const draftSchema = z.object({
  originType: z.catch(z.union([originTypeSchema, z.literal('')]), ''),
  participants: storedWholeNumber,
  overnightStays: storedWholeNumber,
  mealType: z.catch(z.union([mealTypeSchema, z.literal('')]), ''),
  mealInfo: z.catch(
    z.array(
      z.object({
        mealCount: storedWholeNumber,
        mealType: z.catch(z.union([mealTypeSchema, z.literal('')]), ''),
      }),
    ),
    [],
  ),
});

export const eventUrlForm: UrlFormSpec<typeof eventSearchSchema, EventFormValues, EventInput> = {
  name: 'event',
  schema: eventSearchSchema,
  valuesOf,
  searchOf,
  inputOf,
  formSchema: eventFormSchema,
  draftSchema,
};
