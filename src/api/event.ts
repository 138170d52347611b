/**
 * The event calculation (spec 4.3): the app's input, its normalization, the wire request with the
 * coffee-break spelling, query keys and options (lever variants: features/event/levers.ts).
 *
 * Keys hold the connection's key (base URL and a version that changes with the credentials), the
 * spelling choice and the normalized input, never credentials. The spelling that worked before
 * comes from the connection's memory, which the caller keeps (settings: local storage). See
 * docs/decisions/0005-event-input-normalization.md and 0010-layers.md.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client.ts';
import {
  canonicalMealType,
  eventResultSchema,
  type CoffeeBreakSpelling,
  type EventRequest,
  type EventResult,
  type MealType,
  type OriginType,
  type WireMealType,
} from './contract.ts';
import { isApiError } from './errors.ts';
import { connectionKey, type Connection, type SpellingChoice } from './connection.ts';

/** One meal row of the app's input, in the canonical spelling. */
export interface EventMeal {
  mealCount: number;
  mealType: MealType;
}

/** An event as the app works with it: spec 2.2 with canonical meal types. */
export interface EventInput {
  originType: OriginType;
  participants: number;
  overnightStays: number;
  mealType: MealType;
  mealInfo: EventMeal[];
}

const MEAL_ORDER: readonly MealType[] = ['MEAT', 'VEGETARIAN', 'COFFEE_BREAK'];

/**
 * The same event, written one way: canonical meal types, whole numbers, and meal rows in a fixed
 * order (by type, then by count, largest first). Rows are not merged: the service receives and
 * echoes each menu the planner entered. Equivalent inputs therefore share one cache entry.
 */
export function normalizeEventInput(input: EventInput): EventInput {
  const mealInfo = input.mealInfo
    .map((meal) => ({
      mealCount: Math.trunc(meal.mealCount),
      mealType: canonicalMealType(meal.mealType),
    }))
    .sort(
      (a, b) =>
        MEAL_ORDER.indexOf(a.mealType) - MEAL_ORDER.indexOf(b.mealType) ||
        b.mealCount - a.mealCount,
    );
  return {
    originType: input.originType,
    participants: Math.trunc(input.participants),
    overnightStays: Math.trunc(input.overnightStays),
    mealType: canonicalMealType(input.mealType),
    mealInfo,
  };
}

// ---------------------------------------------------------------------------------------------
// Coffee-break spelling (design.md): documented mix first, one retry with the other spelling.
// ---------------------------------------------------------------------------------------------

/** The spelling of the coffee break at the top level and in the meal list of one request. */
export interface SpellingPlan {
  top: CoffeeBreakSpelling;
  meals: CoffeeBreakSpelling;
}

/** What each spec table documents: 2.2 `COFFEE_BREAK`, 2.3 `COFEE_BREAK`. */
export const DOCUMENTED_SPELLING: SpellingPlan = { top: 'COFFEE_BREAK', meals: 'COFEE_BREAK' };

function uniform(spelling: CoffeeBreakSpelling): SpellingPlan {
  return { top: spelling, meals: spelling };
}

function otherSpelling(spelling: CoffeeBreakSpelling): CoffeeBreakSpelling {
  return spelling === 'COFFEE_BREAK' ? 'COFEE_BREAK' : 'COFFEE_BREAK';
}

/** Where the input holds a coffee break. */
export function coffeeBreakPlaces(input: EventInput): { top: boolean; meals: boolean } {
  return {
    top: input.mealType === 'COFFEE_BREAK',
    meals: input.mealInfo.some((meal) => meal.mealType === 'COFFEE_BREAK'),
  };
}

/** The spelling to send first: a forced setting, else what worked for this service, else the spec's. */
export function firstSpellingPlan(
  choice: SpellingChoice,
  remembered: CoffeeBreakSpelling | undefined,
): SpellingPlan {
  if (choice !== 'auto') return uniform(choice);
  return remembered ? uniform(remembered) : DOCUMENTED_SPELLING;
}

/**
 * The one retry after a 400, or null when none applies (a forced setting, or no coffee break in the
 * request). The retry sends one spelling in both places: the other one than the rejected place
 * used. The rejected place is the one the error names, else the meal list if it holds a coffee
 * break, else the top level.
 */
export function fallbackSpellingPlan(
  choice: SpellingChoice,
  failed: SpellingPlan,
  input: EventInput,
  errorFields: readonly string[] = [],
): SpellingPlan | null {
  if (choice !== 'auto') return null;
  const places = coffeeBreakPlaces(input);
  if (!places.top && !places.meals) return null;
  const namesMeals = errorFields.some((field) => /mealInfo/.test(field));
  const namesTop = errorFields.some((field) => /^\/?mealType$/.test(field));
  const rejected =
    namesMeals && places.meals
      ? 'meals'
      : namesTop && places.top
        ? 'top'
        : places.meals
          ? 'meals'
          : 'top';
  return uniform(otherSpelling(failed[rejected]));
}

function wireMealType(type: MealType, spelling: CoffeeBreakSpelling): WireMealType {
  return type === 'COFFEE_BREAK' ? spelling : type;
}

/** The request body: exactly the fields of spec 2.2 and 2.3, in the planned spelling. */
export function toEventRequest(input: EventInput, plan: SpellingPlan): EventRequest {
  return {
    originType: input.originType,
    mealInfo: input.mealInfo.map((meal) => ({
      mealCount: meal.mealCount,
      mealType: wireMealType(meal.mealType, plan.meals),
    })),
    participants: input.participants,
    mealType: wireMealType(input.mealType, plan.top),
    overnightStays: input.overnightStays,
  };
}

/**
 * Calculates an event, with the spelling fallback: a 400 to a request that holds a coffee break is
 * retried once with the other spelling, and a spelling that worked after a retry is remembered.
 */
export async function calculateEvent(
  connection: Connection,
  input: EventInput,
  signal?: AbortSignal,
): Promise<EventResult> {
  const { coffeeBreakSpelling: choice, spellingMemory } = connection;
  const send = (plan: SpellingPlan) =>
    apiRequest({
      connection,
      method: 'POST',
      path: apiPath('emissions', 'event'),
      body: toEventRequest(input, plan),
      schema: eventResultSchema,
      signal,
    });
  const first = firstSpellingPlan(choice, spellingMemory.recall());
  try {
    return await send(first);
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'http' || error.status !== 400) throw error;
    const retry = fallbackSpellingPlan(choice, first, input, error.fields);
    if (!retry) throw error;
    const result = await send(retry);
    spellingMemory.remember(retry.top);
    return result;
  }
}

// ---------------------------------------------------------------------------------------------
// Query keys and options
// ---------------------------------------------------------------------------------------------

export const eventKeys = {
  all: ['event'] as const,
  calculation: (connection: Connection, input: EventInput) =>
    [
      'event',
      'calculation',
      connectionKey(connection),
      connection.coffeeBreakSpelling,
      input,
    ] as const,
};

/** A result together with the input it answers (so a result kept on screen names its input). */
export interface EventCalculation {
  input: EventInput;
  result: EventResult;
}

/** The calculation of one event; the input is normalized here, so callers need not. */
export function eventCalculationQuery(connection: Connection, input: EventInput) {
  const normalized = normalizeEventInput(input);
  return queryOptions({
    queryKey: eventKeys.calculation(connection, normalized),
    queryFn: async ({ signal }): Promise<EventCalculation> => ({
      input: normalized,
      result: await calculateEvent(connection, normalized, signal),
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// Derived figures
// ---------------------------------------------------------------------------------------------

/** Emission per participant, derived from the total; undefined without participants. */
export function perParticipant(totalKilograms: number, participants: number): number | undefined {
  return participants > 0 ? totalKilograms / participants : undefined;
}
