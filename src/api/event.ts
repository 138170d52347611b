/**
 * The event calculation (spec 4.3): the app's input, its normalization, the wire request with the
 * coffee-break spelling, query keys and options (lever variants: event-levers.ts).
 *
 * Keys hold the base URL and the normalized input, never credentials (the cache is cleared when
 * those change). See docs/decisions/0005-event-input-normalization.md.
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
import { getSettings, type SpellingChoice } from './settings.ts';

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

export const SPELLING_STORAGE_KEY = 'emission-desk.spelling';

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

function readRemembered(): Record<string, CoffeeBreakSpelling> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SPELLING_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, CoffeeBreakSpelling] =>
          entry[1] === 'COFFEE_BREAK' || entry[1] === 'COFEE_BREAK',
      ),
    );
  } catch {
    return {};
  }
}

export function rememberedSpelling(baseUrl: string): CoffeeBreakSpelling | undefined {
  return readRemembered()[baseUrl];
}

export function rememberSpelling(baseUrl: string, spelling: CoffeeBreakSpelling): void {
  try {
    const next = { ...readRemembered(), [baseUrl]: spelling };
    localStorage.setItem(SPELLING_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage unavailable: the fallback simply runs again next time
  }
}

/**
 * Calculates an event, with the spelling fallback: a 400 to a request that holds a coffee break is
 * retried once with the other spelling, and a spelling that worked after a retry is remembered.
 */
export async function calculateEvent(
  baseUrl: string,
  input: EventInput,
  signal?: AbortSignal,
  choice: SpellingChoice = getSettings().coffeeBreakSpelling,
): Promise<EventResult> {
  const url = `${baseUrl}${apiPath('emissions', 'event')}`;
  const send = (plan: SpellingPlan) =>
    apiRequest({
      method: 'POST',
      url,
      body: toEventRequest(input, plan),
      schema: eventResultSchema,
      signal,
    });
  const first = firstSpellingPlan(choice, rememberedSpelling(baseUrl));
  try {
    return await send(first);
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'http' || error.status !== 400) throw error;
    const retry = fallbackSpellingPlan(choice, first, input, error.fields);
    if (!retry) throw error;
    const result = await send(retry);
    rememberSpelling(baseUrl, retry.top);
    return result;
  }
}

// ---------------------------------------------------------------------------------------------
// Query keys and options
// ---------------------------------------------------------------------------------------------

export const eventKeys = {
  all: ['event'] as const,
  calculation: (baseUrl: string, input: EventInput) =>
    ['event', 'calculation', baseUrl, input] as const,
};

/** A result together with the input it answers (so a result kept on screen names its input). */
export interface EventCalculation {
  input: EventInput;
  result: EventResult;
}

/** The calculation of one event; the input is normalized here, so callers need not. */
export function eventCalculationQuery(baseUrl: string, input: EventInput) {
  const normalized = normalizeEventInput(input);
  return queryOptions({
    queryKey: eventKeys.calculation(baseUrl, normalized),
    queryFn: async ({ signal }): Promise<EventCalculation> => ({
      input: normalized,
      result: await calculateEvent(baseUrl, normalized, signal),
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// Derived figures and levers
// ---------------------------------------------------------------------------------------------

/** Emission per participant, derived from the total; undefined without participants. */
export function perParticipant(totalKilograms: number, participants: number): number | undefined {
  return participants > 0 ? totalKilograms / participants : undefined;
}
