/**
 * The query cache a server-rendered page came with (server/certificate-pages.ts), handed to
 * `HydrationBoundary` as `dehydrate` wrote it. Its keys name the service, not the page's address
 * (api/connection.ts), so a reader of another service, unit or certificate finds nothing of it
 * under their own keys, and the server's answer was read by the one reader the page uses.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data.ts';

export function queriesFromPage(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): DehydratedState | undefined {
  const text = doc?.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: Partial<PageData> | null = JSON.parse(text);
    return data?.state;
  } catch {
    // A page cut short in transit: the page asks the service itself.
    return undefined;
  }
}
