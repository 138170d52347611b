/**
 * The coffee-break reading that worked for a service after a retry (ADR 0005), per base URL in
 * local storage: api/ itself touches no storage.
 */
import * as z from 'zod/mini';
import { SPELLING_READINGS, type SpellingMemory, type SpellingReading } from '../api/connection.ts';
import { storedValue } from '../shared/stored-value.ts';

const SPELLING_STORAGE_KEY = 'emission-desk.spelling';

/** An entry that names no reading is left out, the others kept. */
const remembered = storedValue(
  SPELLING_STORAGE_KEY,
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((entries) =>
      Object.fromEntries(
        Object.entries(entries).filter((entry): entry is [string, SpellingReading] =>
          SPELLING_READINGS.some((reading) => reading === entry[1]),
        ),
      ),
    ),
  ),
  'local',
);

export function rememberedSpelling(baseUrl: string): SpellingReading | undefined {
  return remembered.read()?.[baseUrl];
}

export function rememberSpelling(baseUrl: string, spelling: SpellingReading): void {
  // Storage unavailable: the fallback simply runs again next time.
  remembered.write({ ...remembered.read(), [baseUrl]: spelling });
}
export function spellingMemoryFor(baseUrl: string): SpellingMemory {
  return {
    recall: () => rememberedSpelling(baseUrl),
    remember: (spelling) => rememberSpelling(baseUrl, spelling),
  };
}
