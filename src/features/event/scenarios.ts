/**
 * Pinned scenarios: up to three results kept for the browser session (session storage), shared by
 * every component that shows them.
 */
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { normalizeEventInput, type EventInput } from '../../api/event.ts';
import { eventFormSchema } from './schema.ts';

export const MAX_SCENARIOS = 3;
export const SCENARIO_STORAGE_KEY = 'emission-desk.event.scenarios';

export interface Scenario {
  /** The normalized input, serialized: one pin per input. */
  id: string;
  input: EventInput;
  /** The total in kilograms at the time it was pinned. */
  kilograms: number;
}

const storedSchema = z.array(
  z.object({ id: z.string(), input: eventFormSchema, kilograms: z.number() }),
);

export function scenarioId(input: EventInput): string {
  return JSON.stringify(normalizeEventInput(input));
}

let cache: { raw: string | null; scenarios: Scenario[] } | undefined;
const listeners = new Set<() => void>();

function read(): Scenario[] {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(SCENARIO_STORAGE_KEY);
  } catch {
    // storage unavailable: no scenarios
  }
  if (cache && cache.raw === raw) return cache.scenarios;
  let scenarios: Scenario[] = [];
  try {
    const parsed = z.safeParse(storedSchema, JSON.parse(raw ?? '[]'));
    scenarios = parsed.success ? parsed.data.slice(0, MAX_SCENARIOS) : [];
  } catch {
    scenarios = [];
  }
  cache = { raw, scenarios };
  return scenarios;
}

function write(scenarios: Scenario[]): void {
  try {
    sessionStorage.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(scenarios));
  } catch {
    // storage full or unavailable: the pins last until the page is left
    cache = { raw: null, scenarios };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pinScenario(input: EventInput, kilograms: number): void {
  const current = read();
  const id = scenarioId(input);
  if (current.length >= MAX_SCENARIOS || current.some((scenario) => scenario.id === id)) return;
  write([...current, { id, input: normalizeEventInput(input), kilograms }]);
}

export function removeScenario(id: string): void {
  write(read().filter((scenario) => scenario.id !== id));
}

export function useScenarios(): Scenario[] {
  return useSyncExternalStore(subscribe, read, () => []);
}
