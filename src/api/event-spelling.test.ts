/**
 * The coffee-break spelling fallback against services over real HTTP (the foreign-service fixture),
 * each reading the specification's two spellings its own way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startForeignService,
  FOREIGN_CREDENTIALS,
  type CoffeeBreakReading,
  type ForeignService,
} from '../../server/test-fixtures/foreign-service.ts';
import type { Connection, SpellingMemory } from './connection.ts';
import { calculateEvent, normalizeEventInput, type EventInput } from './event.ts';
import { isApiError } from './errors.ts';

/** A coffee break as the event's menu and in the meal list. */
const coffeeEvent: EventInput = normalizeEventInput({
  originType: 'REGIONAL',
  participants: 40,
  overnightStays: 0,
  mealType: 'COFFEE_BREAK',
  mealInfo: [
    { mealCount: 40, mealType: 'COFFEE_BREAK' },
    { mealCount: 40, mealType: 'VEGETARIAN' },
  ],
});

interface Memory extends SpellingMemory {
  value: ReturnType<SpellingMemory['recall']>;
}

function memory(value?: ReturnType<SpellingMemory['recall']>): Memory {
  const kept: Memory = {
    value,
    recall: () => kept.value,
    remember: (next) => {
      kept.value = next;
    },
  };
  return kept;
}

function connectionTo(service: ForeignService, spellingMemory: SpellingMemory): Connection {
  return {
    baseUrl: service.origin,
    service: service.origin,
    version: 0,
    isSandbox: false,
    credentials: {
      apiKey: FOREIGN_CREDENTIALS['x-api-key'],
      apiAuth: FOREIGN_CREDENTIALS['x-api-auth'],
      apiSecret: FOREIGN_CREDENTIALS['x-api-secret'],
    },
    timeoutMs: 5_000,
    reportedUnit: 'kg',
    coffeeBreakSpelling: 'auto',
    spellingMemory,
  };
}

interface SentEvent {
  mealType: string;
  mealInfo: { mealType: string }[];
}

/** The spellings of each event request the service received since `from`: "top / meals". */
function sentSpellings(service: ForeignService, from: number): string[] {
  return service.received
    .slice(from)
    .filter((request) => request.path === '/emissions/event')
    .map((request) => {
      const body = JSON.parse(request.body) as SentEvent;
      const meals = body.mealInfo
        .map((meal) => meal.mealType)
        .filter((type) => type.endsWith('_BREAK'));
      return `${body.mealType} / ${meals.join(',')}`;
    });
}

describe('the coffee-break spelling against other readings of the specification', () => {
  const started = {} as Record<Exclude<CoffeeBreakReading, 'any'>, ForeignService>;

  beforeAll(async () => {
    for (const reading of ['COFEE_BREAK', 'COFFEE_BREAK', 'mixed', 'none'] as const) {
      started[reading] = await startForeignService(0, { coffeeBreak: reading });
    }
  });
  afterAll(async () => {
    await Promise.all(Object.values(started).map((service) => service.close()));
  });

  it('finds a service that spells COFEE_BREAK everywhere in at most three requests, and remembers it', async () => {
    const service = started.COFEE_BREAK;
    const kept = memory();
    const from = service.received.length;
    const result = await calculateEvent(connectionTo(service, kept), coffeeEvent);
    expect(result.totalEmission).toBeGreaterThan(0);
    const sent = sentSpellings(service, from);
    expect(sent.length).toBeLessThanOrEqual(3);
    expect(sent.at(-1)).toBe('COFEE_BREAK / COFEE_BREAK');
    expect(kept.value).toBe('COFEE_BREAK');

    // The next submit sends what worked, once.
    const next = service.received.length;
    await calculateEvent(connectionTo(service, kept), { ...coffeeEvent, participants: 41 });
    expect(sentSpellings(service, next)).toEqual(['COFEE_BREAK / COFEE_BREAK']);
  });

  it('finds a service that spells COFFEE_BREAK everywhere, and remembers it', async () => {
    const service = started.COFFEE_BREAK;
    const kept = memory();
    const from = service.received.length;
    await calculateEvent(connectionTo(service, kept), coffeeEvent);
    const sent = sentSpellings(service, from);
    expect(sent.length).toBeLessThanOrEqual(3);
    expect(sent.at(-1)).toBe('COFFEE_BREAK / COFFEE_BREAK');
    expect(kept.value).toBe('COFFEE_BREAK');
  });

  it('sends the tables’ mixed reading first to a service that takes only that', async () => {
    const service = started.mixed;
    const from = service.received.length;
    await calculateEvent(connectionTo(service, memory()), coffeeEvent);
    expect(sentSpellings(service, from)).toEqual(['COFFEE_BREAK / COFEE_BREAK']);
  });

  it('comes back to the mixed reading when a single spelling is remembered, and remembers that', async () => {
    const service = started.mixed;
    const kept = memory('COFEE_BREAK');
    const from = service.received.length;
    await calculateEvent(connectionTo(service, kept), coffeeEvent);
    const sent = sentSpellings(service, from);
    expect(sent[0]).toBe('COFEE_BREAK / COFEE_BREAK');
    expect(sent.at(-1)).toBe('COFFEE_BREAK / COFEE_BREAK');
    expect(sent.length).toBeLessThanOrEqual(3);
    expect(kept.value).toBe('mixed');

    const next = service.received.length;
    await calculateEvent(connectionTo(service, kept), { ...coffeeEvent, participants: 42 });
    expect(sentSpellings(service, next)).toEqual(['COFFEE_BREAK / COFEE_BREAK']);
  });

  it('never sends more than three requests for one submit, then shows the rejection', async () => {
    const service = started.none;
    const from = service.received.length;
    const failing = await calculateEvent(connectionTo(service, memory()), coffeeEvent).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failing) && failing.status).toBe(400);
    expect(sentSpellings(service, from)).toHaveLength(3);
    expect(new Set(sentSpellings(service, from)).size).toBe(3);
  });

  it('does not retry what is not about the spelling', async () => {
    const service = started.COFEE_BREAK;
    const from = service.received.length;
    const wrongCredentials = {
      ...connectionTo(service, memory()),
      credentials: { apiKey: 'x', apiAuth: 'y', apiSecret: 'z' },
    };
    const failing = await calculateEvent(wrongCredentials, coffeeEvent).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failing) && failing.status).toBe(403);
    expect(sentSpellings(service, from)).toHaveLength(1);
  });
});
