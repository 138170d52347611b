/**
 * The event calculation (spec 4.3): the app's input, its normalization, the wire request with the
 * coffee-break spelling, query keys and options (lever variants: features/event/levers.ts).
 *
 * Keys hold the connection's key (the service and a version that changes with the credentials), the
 * spelling choice and the normalized input, never credentials. The spelling that worked before
 * comes from the connection's memory, which the caller keeps (settings: local storage). See
 * docs/decisions/0005-event-input-normalization.md and 0010-layers.md.
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

/** One meal row of the app's input, in the canonical spelling. */
interface EventMeal {
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
 * The rows of an input's meal list in the order the request sends them: by type (meat,
 * vegetarian, coffee break), then by count, largest first; rows alike keep their order. Each
 * entry is the index of the row as entered, so that a service's `mealInfo.1` can be traced back to
 * the row the planner sees.
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

/**
 * The same event, written one way: canonical meal types, whole numbers, and meal rows in a fixed
 * order (sentMealOrder). Rows are not merged: the service receives and echoes each menu the planner
 * entered. Equivalent inputs therefore share one cache entry.
 */
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

// ---------------------------------------------------------------------------------------------
// Coffee-break spelling (design.md, ADR 0005): three readings, at most three requests per submit.
// ---------------------------------------------------------------------------------------------

/** The spelling of the coffee break at the top level and in the meal list of one request. */
export interface SpellingPlan {
  top: CoffeeBreakSpelling;
  meals: CoffeeBreakSpelling;
}

/** What each spec table documents: 2.2 `COFFEE_BREAK`, 2.3 `COFEE_BREAK`. */
export const DOCUMENTED_SPELLING: SpellingPlan = { top: 'COFFEE_BREAK', meals: 'COFEE_BREAK' };

/** The plan of a reading: the mix, or one spelling in both places. */
export function spellingPlanOf(reading: SpellingReading): SpellingPlan {
  return reading === 'mixed' ? DOCUMENTED_SPELLING : { top: reading, meals: reading };
}

/** Where the input holds a coffee break. */
function coffeeBreakPlaces(input: EventInput): { top: boolean; meals: boolean } {
  return {
    top: input.mealType === 'COFFEE_BREAK',
    meals: input.mealInfo.some((meal) => meal.mealType === 'COFFEE_BREAK'),
  };
}

/** What a reading puts on the wire for this input (readings with the same are one request). */
function wireOf(reading: SpellingReading, input: EventInput): string {
  const places = coffeeBreakPlaces(input);
  const plan = spellingPlanOf(reading);
  return `${places.top ? plan.top : ''}/${places.meals ? plan.meals : ''}`;
}

/** A field path that is the meal type: at the top level, or in a row of the meal list. */
const MEAL_TYPE_FIELD = /^(mealType|mealInfo(\.\d+)?\.mealType)$/;
/** Words by which a text names the meal type or one of the coffee break's spellings. */
const MEAL_TYPE_WORDS = /mealType|COFF?EE_BREAK|meal[ _-]?type/i;

/** The place an error names, if it names one where the input has a coffee break. */
function namedPlace(input: EventInput, errorFields: readonly string[]): 'top' | 'meals' | null {
  const places = coffeeBreakPlaces(input);
  if (places.meals && errorFields.some((field) => /^mealInfo(\.\d+)?(\.mealType)?$/.test(field)))
    return 'meals';
  if (places.top && errorFields.includes('mealType')) return 'top';
  return null;
}

/** What a failed answer tells the spelling fallback: its status, fields and words. */
export interface RefusalOf {
  status?: number;
  fields: readonly string[];
  issues?: readonly { field: string; message?: string }[];
  serviceMessage?: string;
}

/** Whether a refusal names the meal type: by a field path, or in the service's words. */
export function namesMealType(refusal: RefusalOf): boolean {
  if (refusal.fields.some((field) => MEAL_TYPE_FIELD.test(field))) return true;
  const words = [refusal.serviceMessage, ...(refusal.issues ?? []).map((issue) => issue.message)];
  return words.some((text) => text !== undefined && MEAL_TYPE_WORDS.test(text));
}

/** 4xx statuses that are about something other than the request's values. */
const NOT_ABOUT_VALUES = new Set([401, 403, 404, 405, 408, 429]);

/**
 * Whether a refusal may be the service's word against a coffee-break spelling, so that another
 * reading is worth a request: a 400 (whatever it says: many services name no field), or any other
 * validation answer (422 and the like) that names the meal type.
 */
export function isSpellingRefusal(refusal: RefusalOf): boolean {
  const { status } = refusal;
  if (status === undefined || status < 400 || status >= 500 || NOT_ABOUT_VALUES.has(status)) {
    return false;
  }
  return status === 400 || namesMealType(refusal);
}

/** The reading to send first: a forced setting, else what worked for this service, else the mix. */
export function firstSpellingReading(
  choice: SpellingChoice,
  remembered: SpellingReading | undefined,
): SpellingReading {
  return choice !== 'auto' ? choice : (remembered ?? 'mixed');
}

/**
 * The reading to send after a spelling refusal (isSpellingRefusal) to the ones `sent`, or null when none is left (a forced setting,
 * no coffee break in the input, or every reading sent). The next is the first reading, what worked
 * before first and then in the order of SPELLING_READINGS, that puts something new on the wire for
 * this input, preferring one that changes the place the error names. There are three readings, so
 * never more than three requests for one submit.
 */
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
 * Calculates an event, with the spelling fallback: a 400, or another validation answer that names
 * the meal type, to a request that holds a coffee break is retried with the next reading (at most three requests in all), and a reading that worked after
 * a retry is remembered for the service.
 */
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

// ---------------------------------------------------------------------------------------------
// Query keys and options
// ---------------------------------------------------------------------------------------------

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

/** A result together with the input it answers (so a result kept on screen names its input). */
export interface EventCalculation {
  input: EventInput;
  result: EventResult;
}

/**
 * The calculation of one event; idle (skipToken) while there is no valid input. The input is
 * normalized here, so callers need not.
 */
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
