/**
 * Pinned scenarios: up to three results kept for the browser session (a zustand store in session
 * storage), shared by every component that shows them.
 */
import * as z from 'zod/mini';
import { normalizeEventInput, type EventInput } from '../../api/event.ts';
import { storedList } from '../../lib/stored-list.ts';
import { eventFormSchema } from '../../api/event-form-schema.ts';

export const MAX_SCENARIOS = 3;
const SCENARIO_STORAGE_KEY = 'emission-desk.event.scenarios';

export interface Scenario {
  /** The normalized input, serialized: one pin per input. */
  id: string;
  input: EventInput;
  /** The total in kilograms at the time it was pinned. */
  kilograms: number;
  /**
   * The input it is named against (the first scenario pinned of the set); none for that first one.
   * Kept, so that removing the first renames none of the others.
   */
  reference?: EventInput;
}

const scenarioSchema = z.object({
  id: z.string(),
  input: eventFormSchema,
  kilograms: z.number(),
  reference: z.optional(eventFormSchema),
});

export function scenarioId(input: EventInput): string {
  return JSON.stringify(normalizeEventInput(input));
}

const useScenarioStore = storedList(
  SCENARIO_STORAGE_KEY,
  'session',
  scenarioSchema,
  MAX_SCENARIOS,
).useList;

const read = () => useScenarioStore.getState().list;
const write = (list: Scenario[]) => useScenarioStore.setState({ list });

export function pinScenario(input: EventInput, kilograms: number): void {
  const current = read();
  const id = scenarioId(input);
  if (current.length >= MAX_SCENARIOS || current.some((scenario) => scenario.id === id)) return;
  const [first] = current;
  const reference = first ? (first.reference ?? first.input) : undefined;
  write([
    ...current,
    { id, input: normalizeEventInput(input), kilograms, ...(reference ? { reference } : {}) },
  ]);
}

export function removeScenario(id: string): void {
  write(read().filter((scenario) => scenario.id !== id));
}

export function useScenarios(): Scenario[] {
  return useScenarioStore((state) => state.list);
}
