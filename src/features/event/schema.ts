/**
 * The event form and its search params. The form validates with the shared contract's pieces, in
 * the canonical meal types; the URL holds the submitted input in a short, readable form and is
 * read leniently, so a hand-edited link shows field errors instead of failing.
 */
import * as z from 'zod/mini';
import {
  eventRequestSchema,
  LIMITS,
  MEAL_TYPES,
  mealInfoSchema,
  mealTypeSchema,
  ORIGIN_TYPES,
  originTypeSchema,
  type MealType,
  type OriginType,
} from '../../api/contract.ts';
import type { EventInput } from '../../api/event.ts';

export const eventFormSchema = z
  .object({
    originType: originTypeSchema,
    participants: eventRequestSchema.shape.participants,
    overnightStays: eventRequestSchema.shape.overnightStays,
    mealType: mealTypeSchema,
    mealInfo: z
      .array(z.object({ mealCount: mealInfoSchema.shape.mealCount, mealType: mealTypeSchema }))
      .check(z.maxLength(LIMITS.mealRows.max)),
  })
  .check((payload) => {
    // A meal row serves some or all of the participants, never more people than attend.
    const { participants, mealInfo } = payload.value;
    mealInfo.forEach((meal, index) => {
      if (meal.mealCount > participants) {
        payload.issues.push({
          code: 'custom',
          input: meal.mealCount,
          path: ['mealInfo', index, 'mealCount'],
          params: { messageKey: 'event.meals.moreThanParticipants' },
        });
      }
    });
  });

/** What the form holds while it is edited: a choice may be empty, a number may be NaN. */
export interface EventFormValues {
  originType: OriginType | '';
  participants: number;
  overnightStays: number;
  mealType: MealType | '';
  mealInfo: { mealCount: number; mealType: MealType | '' }[];
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

export function inputFromFormValues(values: EventFormValues): EventInput | null {
  const parsed = z.safeParse(eventFormSchema, values);
  return parsed.success ? parsed.data : null;
}

// ---------------------------------------------------------------------------------------------
// Search params: /event?origin=NATIONAL&participants=80&nights=1&menu=VEGETARIAN&meals=80-VEGETARIAN*80-COFFEE_BREAK
// ---------------------------------------------------------------------------------------------

const looseText = z.catch(z.optional(z.string()), undefined);
const looseNumber = z.catch(z.optional(z.union([z.number(), z.string()])), undefined);

export const eventSearchSchema = z.object({
  origin: looseText,
  participants: looseNumber,
  nights: looseNumber,
  menu: looseText,
  /** Meal rows as `count-TYPE`, joined with `*` (left as is in a URL); absent for an empty list. */
  meals: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
});
export type EventSearch = z.infer<typeof eventSearchSchema>;

/** For the route's `validateSearch`: never throws, drops what it cannot read. */
export function validateEventSearch(raw: Record<string, unknown>): EventSearch {
  const parsed = z.safeParse(eventSearchSchema, raw);
  return parsed.success ? parsed.data : {};
}

export function hasEventInput(search: EventSearch): boolean {
  return (
    search.origin !== undefined ||
    search.participants !== undefined ||
    search.nights !== undefined ||
    search.menu !== undefined ||
    search.meals !== undefined
  );
}

export function searchFromInput(input: EventInput): EventSearch {
  return {
    origin: input.originType,
    participants: input.participants,
    nights: input.overnightStays,
    menu: input.mealType,
    meals: input.mealInfo.length
      ? input.mealInfo.map((meal) => `${meal.mealCount}-${meal.mealType}`).join('*')
      : undefined,
  };
}

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

/** The form's values from the URL, as they are: bad values stay bad so the form can name them. */
export function formValuesFromSearch(search: EventSearch): EventFormValues {
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

/** The submitted input in the URL, or null when there is none or it is not valid. */
export function inputFromSearch(search: EventSearch): EventInput | null {
  return hasEventInput(search) ? inputFromFormValues(formValuesFromSearch(search)) : null;
}

/** A stable identity of the submitted input in the URL ('' when there is none). */
export function searchKey(search: EventSearch): string {
  return hasEventInput(search) ? JSON.stringify(searchFromLoose(search)) : '';
}

function searchFromLoose(search: EventSearch): unknown[] {
  return [search.origin, search.participants, search.nights, search.menu, search.meals];
}

// ---------------------------------------------------------------------------------------------
// Drafts: what was typed but not submitted, read back tolerantly.
// ---------------------------------------------------------------------------------------------

const draftNumber = z.pipe(
  z.catch(z.nullable(z.number()), null),
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
