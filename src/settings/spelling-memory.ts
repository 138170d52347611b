/**
 * The coffee-break reading that worked for a service after a retry (design.md, ADR 0005): the
 * tables' mix or one spelling everywhere, remembered per base URL in local storage, so that the
 * next calculation sends it first. The event calculation receives it through the connection; api/
 * itself touches no storage.
 */
import { SPELLING_READINGS, type SpellingMemory, type SpellingReading } from '../api/connection.ts';

export const SPELLING_STORAGE_KEY = 'emission-desk.spelling';

function readRemembered(): Record<string, SpellingReading> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SPELLING_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, SpellingReading] =>
        SPELLING_READINGS.some((reading) => reading === entry[1]),
      ),
    );
  } catch {
    return {};
  }
}

export function rememberedSpelling(baseUrl: string): SpellingReading | undefined {
  return readRemembered()[baseUrl];
}

export function rememberSpelling(baseUrl: string, spelling: SpellingReading): void {
  try {
    const next = { ...readRemembered(), [baseUrl]: spelling };
    localStorage.setItem(SPELLING_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage unavailable: the fallback simply runs again next time
  }
}

/** The memory of one service, as the event calculation takes it. */
export function spellingMemoryFor(baseUrl: string): SpellingMemory {
  return {
    recall: () => rememberedSpelling(baseUrl),
    remember: (spelling) => rememberSpelling(baseUrl, spelling),
  };
}
