/**
 * The event calculation (spec 4.3). Query keys hold the connection's key, the spelling choice and
 * the normalized input, never credentials (docs/decisions/0005-event-input-normalization.md).
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiPath, apiRequest } from './client.ts';
import {
  canonicalMealType,
  type CoffeeBreakSpelling,
  type EventRequest,
  type EventResult,
  type MealType,
  type OriginType,
  type WireMealType,
} from './contract.ts';
import { isApiError } from './errors.ts';
import { answerSchema, readEventResult } from './answers.ts';
import {
  answerContext,
  connectionKey,
  SPELLING_READINGS,
  type Connection,
  type SpellingChoice,
  type SpellingReading,
} from './connection.ts';

interface EventMeal {
  mealCount: number;
  mealType: MealType;
}

/** Spec 2.2 with canonical meal types. */
export interface EventInput {
  originType: OriginType;
  participants: number;
  overnightStays: number;
  mealType: MealType;
  mealInfo: EventMeal[];
}

const MEAL_ORDER: readonly MealType[] = ['MEAT', 'VEGETARIAN', 'COFFEE_BREAK'];

/**
 * Each entry is the index of the row as entered, so a service's `mealInfo.1` can be traced back
 * to the row the planner sees.
 */
export function sentMealOrder(input: EventInput): number[] {
  return input.mealInfo
    .map((meal, index) => ({
      index,
      count: Math.trunc(meal.mealCount),
      type: MEAL_ORDER.indexOf(canonicalMealType(meal.mealType)),
    }))
    .sort((a, b) => a.type - b.type || b.count - a.count)
    .map((row) => row.index);
}

/** Rows are not merged: the service echoes each menu the planner entered. */
export function normalizeEventInput(input: EventInput): EventInput {
  const mealInfo = sentMealOrder(input).flatMap((index) => {
    const meal = input.mealInfo[index];
    return meal
      ? [{ mealCount: Math.trunc(meal.mealCount), mealType: canonicalMealType(meal.mealType) }]
      : [];
  });
  return {
    originType: input.originType,
    participants: Math.trunc(input.participants),
    overnightStays: Math.trunc(input.overnightStays),
    mealType: canonicalMealType(input.mealType),
    mealInfo,
  };
}

// Coffee-break spelling (ADR 0005): three readings, at most three requests per submit.

export interface SpellingPlan {
  top: CoffeeBreakSpelling;
  meals: CoffeeBreakSpelling;
}

/** What each spec table documents: 2.2 `COFFEE_BREAK`, 2.3 `COFEE_BREAK`. */
export const DOCUMENTED_SPELLING: SpellingPlan = { top: 'COFFEE_BREAK', meals: 'COFEE_BREAK' };

export function spellingPlanOf(reading: SpellingReading): SpellingPlan {
  return reading === 'mixed' ? DOCUMENTED_SPELLING : { top: reading, meals: reading };
}

function coffeeBreakPlaces(input: EventInput): { top: boolean; meals: boolean } {
  return {
    top: input.mealType === 'COFFEE_BREAK',
    meals: input.mealInfo.some((meal) => meal.mealType === 'COFFEE_BREAK'),
  };
}

/** Readings with the same wire are one request. */
function wireOf(reading: SpellingReading, input: EventInput): string {
  const places = coffeeBreakPlaces(input);
  const plan = spellingPlanOf(reading);
  return `${places.top ? plan.top : ''}/${places.meals ? plan.meals : ''}`;
}

const MEAL_TYPE_FIELD = /^(mealType|mealInfo(\.\d+)?\.mealType)$/;
const MEAL_TYPE_WORDS = /mealType|COFF?EE_BREAK|meal[ _-]?type/i;

function namedPlace(input: EventInput, errorFields: readonly string[]): 'top' | 'meals' | null {
  const places = coffeeBreakPlaces(input);
  if (places.meals && errorFields.some((field) => /^mealInfo(\.\d+)?(\.mealType)?$/.test(field)))
    return 'meals';
  if (places.top && errorFields.includes('mealType')) return 'top';
  return null;
}

export interface RefusalOf {
  status?: number;
  fields: readonly string[];
  issues?: readonly { field: string; message?: string }[];
  serviceMessage?: string;
}

export function namesMealType(refusal: RefusalOf): boolean {
  if (refusal.fields.some((field) => MEAL_TYPE_FIELD.test(field))) return true;
  const words = [refusal.serviceMessage, ...(refusal.issues ?? []).map((issue) => issue.message)];
  return words.some((text) => text !== undefined && MEAL_TYPE_WORDS.test(text));
}

/** 4xx statuses that are about something other than the request's values. */
const NOT_ABOUT_VALUES = new Set([401, 403, 404, 405, 408, 429]);

/** A 400 counts whatever it says (many services name no field); another 4xx must name the meal. */
export function isSpellingRefusal(refusal: RefusalOf): boolean {
  const { status } = refusal;
  if (status === undefined || status < 400 || status >= 500 || NOT_ABOUT_VALUES.has(status)) {
    return false;
  }
  return status === 400 || namesMealType(refusal);
}

export function firstSpellingReading(
  choice: SpellingChoice,
  remembered: SpellingReading | undefined,
): SpellingReading {
  return choice !== 'auto' ? choice : (remembered ?? 'mixed');
}

/** Prefers a reading that changes the place the error names; null when none is left. */
export function nextSpellingReading(
  choice: SpellingChoice,
  remembered: SpellingReading | undefined,
  input: EventInput,
  sent: readonly SpellingReading[],
  errorFields: readonly string[] = [],
): SpellingReading | null {
  const places = coffeeBreakPlaces(input);
  if (choice !== 'auto' || (!places.top && !places.meals)) return null;
  const order = remembered
    ? [remembered, ...SPELLING_READINGS.filter((reading) => reading !== remembered)]
    : SPELLING_READINGS;
  const onWire = new Set(sent.map((reading) => wireOf(reading, input)));
  const left = order.filter((reading) => !onWire.has(wireOf(reading, input)));
  const last = sent.at(-1);
  const place = namedPlace(input, errorFields);
  if (last && place) {
    const changed = left.find(
      (reading) => spellingPlanOf(reading)[place] !== spellingPlanOf(last)[place],
    );
    if (changed) return changed;
  }
  return left[0] ?? null;
}

function wireMealType(type: MealType, spelling: CoffeeBreakSpelling): WireMealType {
  return type === 'COFFEE_BREAK' ? spelling : type;
}

/** Exactly the fields of spec 2.2 and 2.3. */
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

/** A reading that worked after a retry is remembered for the service. */
export async function calculateEvent(
  connection: Connection,
  input: EventInput,
  signal?: AbortSignal,
): Promise<EventResult> {
  const { coffeeBreakSpelling: choice, spellingMemory } = connection;
  const remembered = spellingMemory.recall();
  const sent: SpellingReading[] = [];
  let reading = firstSpellingReading(choice, remembered);
  for (;;) {
    sent.push(reading);
    try {
      const result = await apiRequest({
        connection,
        method: 'POST',
        path: apiPath('emissions', 'event'),
        body: toEventRequest(input, spellingPlanOf(reading)),
        schema: answerSchema((answer) => readEventResult(answer, answerContext(connection))),
        signal,
      });
      if (sent.length > 1) spellingMemory.remember(reading);
      return result;
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'http' || !isSpellingRefusal(error)) throw error;
      const next = nextSpellingReading(choice, remembered, input, sent, error.fields);
      if (!next) throw error;
      reading = next;
    }
  }
}

export const eventKeys = {
  all: ['event'] as const,
  calculation: (connection: Connection, input: EventInput | null) =>
    [
      'event',
      'calculation',
      connectionKey(connection),
      connection.coffeeBreakSpelling,
      input,
    ] as const,
};

/** So a result kept on screen names its input. */
export interface EventCalculation {
  input: EventInput;
  result: EventResult;
}

/** Normalizes the input, so callers need not. */
export function eventCalculationQuery(connection: Connection, input: EventInput | null) {
  const normalized = input && normalizeEventInput(input);
  return queryOptions({
    queryKey: eventKeys.calculation(connection, normalized),
    queryFn: normalized
      ? async ({ signal }): Promise<EventCalculation> => ({
          input: normalized,
          result: await calculateEvent(connection, normalized, signal),
        })
      : skipToken,
  });
}
