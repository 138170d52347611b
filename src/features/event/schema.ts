/**
 * The event form and its URL. The form validates with the shared contract's pieces, in the
 * canonical meal types; the URL holds the submitted input in a short, readable form (route.ts) and
 * is read leniently, so a hand-edited link shows field errors instead of failing.
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
import type { WholeNumberValue } from '../../i18n/whole-number.ts';
import { eventSearchSchema } from './route.ts';

/** The form's rules live with the contract (shared with the bulk page). */
export { eventFormSchema };

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
export const DEFAULT_EVENT_INPUT: EventInput = {
  originType: 'NATIONAL',
  participants: 80,
  overnightStays: 1,
  mealType: 'VEGETARIAN',
  mealInfo: [
    { mealCount: 80, mealType: 'VEGETARIAN' },
    { mealCount: 80, mealType: 'COFFEE_BREAK' },
  ],
};

export function toFormValues(input: EventInput): EventFormValues {
  return { ...input, mealInfo: input.mealInfo.map((meal) => ({ ...meal })) };
}

// ---------------------------------------------------------------------------------------------
// The URL (route.ts holds its search schema): one conversion each way, read leniently.
// ---------------------------------------------------------------------------------------------

export type EventSearch = SearchOf<typeof eventSearchSchema>;

function choice<T extends string>(value: unknown, allowed: readonly T[]): T | '' {
  if (typeof value !== 'string') return '';
  const upper = value.trim().toUpperCase();
  const canonical = upper === 'COFEE_BREAK' ? 'COFFEE_BREAK' : upper;
  return (allowed as readonly string[]).includes(canonical) ? (canonical as T) : '';
}

function wholeNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim());
  return Number.NaN;
}

/**
 * The form's values for the URL, as they are: bad values stay bad so the form can name them; the
 * example event when the URL holds no input.
 */
export function formValuesFromSearch(search: EventSearch): EventFormValues {
  if (!searchKey(eventSearchSchema, search)) return toFormValues(DEFAULT_EVENT_INPUT);
  const meals = search.meals === undefined ? '' : String(search.meals);
  return {
    originType: choice(search.origin, ORIGIN_TYPES),
    participants: wholeNumber(search.participants),
    overnightStays: wholeNumber(search.nights),
    mealType: choice(search.menu, MEAL_TYPES),
    mealInfo: meals
      .split('*')
      .filter((part) => part.trim() !== '')
      .map((part) => {
        // Meal types hold no '-': the last one separates the count, which may be negative.
        const at = part.lastIndexOf('-');
        return {
          mealCount: wholeNumber(at < 0 ? '' : part.slice(0, at)),
          mealType: choice(at < 0 ? part : part.slice(at + 1), MEAL_TYPES),
        };
      }),
  };
}

/** The URL's search params for an input, as entered (the request normalizes it, not the URL). */
export function searchFromInput(input: EventInput): EventSearch {
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
export function inputFromFormValues(values: EventFormValues): EventInput | null {
  const parsed = z.safeParse(eventFormSchema, values);
  return parsed.success ? parsed.data : null;
}

export const eventUrlForm: UrlFormSpec<typeof eventSearchSchema, EventFormValues, EventInput> = {
  schema: eventSearchSchema,
  valuesOf: formValuesFromSearch,
  searchOf: searchFromInput,
  inputOf: inputFromFormValues,
};

// ---------------------------------------------------------------------------------------------
// Drafts: what was typed but not submitted, read back tolerantly.
// ---------------------------------------------------------------------------------------------

// A count typed but refused stays as its text, so the restored form names it again.
const draftNumber = z.pipe(
  z.catch(z.nullable(z.union([z.number(), z.string()])), null),
  z.transform((value) => value ?? Number.NaN),
);
const draftSchema = z.object({
  originType: z.catch(z.union([originTypeSchema, z.literal('')]), ''),
  participants: draftNumber,
  overnightStays: draftNumber,
  mealType: z.catch(z.union([mealTypeSchema, z.literal('')]), ''),
  mealInfo: z.array(
    z.object({
      mealCount: draftNumber,
      mealType: z.catch(z.union([mealTypeSchema, z.literal('')]), ''),
    }),
  ),
});

export function acceptDraft(values: unknown): EventFormValues | null {
  const parsed = z.safeParse(draftSchema, values);
  return parsed.success ? parsed.data : null;
}
