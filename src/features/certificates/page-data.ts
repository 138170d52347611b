/**
 * The query cache a page came with: the server renders a certificate's page from a query cache
 * holding the certificate and sends that cache, dehydrated, with the page
 * (server/certificate-pages.ts). The page puts it in the app's cache with `HydrationBoundary`,
 * so its first render shows the certificate the server rendered, with no request and no loading
 * state in between.
 *
 * Only the certificate's query is taken, and only from the service the reader reads, for the
 * certificate the page shows, read in the reader's unit, and only an answer the contract accepts,
 * as if the page had asked. The server never takes the page's origin from the request, so its
 * key's base URL may lack the origin the app's has: the query goes under the reader's own key.
 */
import * as z from 'zod/mini';
import { hashKey, type DehydratedState } from '@tanstack/react-query';
import { certificateByIdQuery } from '../../api/certificates.ts';
import type { Connection } from '../../api/connection.ts';
import { certificateSchema } from '../../api/contract.ts';
import type { Service } from '../../settings/store.ts';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data.ts';

type DehydratedQuery = DehydratedState['queries'][number];

/** What the page reads of the page data before it trusts a query of it. */
const pageDataSchema = z.object({
  service: z.string(),
  certificateId: z.string(),
  state: z.object({
    queries: z.array(
      z.object({
        queryKey: z.tuple([
          z.literal('certificates'),
          z.literal('detail'),
          z.object({ baseUrl: z.string(), version: z.number(), reportedUnit: z.string() }),
          z.string(),
        ]),
        state: z.object({ status: z.literal('success'), data: z.unknown() }),
      }),
    ),
  }),
});

/** The path of a base URL, absolute or relative to the page's origin. */
function servicePath(baseUrl: string): string {
  return new URL(baseUrl, 'http://page.invalid').pathname;
}

export function queriesFromPage(
  id: string,
  service: Service,
  connection: Connection,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): DehydratedState | undefined {
  const text = doc?.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const data = z.safeParse(pageDataSchema, json).data;
  if (!data || data.service !== service || data.certificateId !== id) return undefined;
  const queryKey = certificateByIdQuery(connection, id).queryKey;
  const queries = data.state.queries.flatMap((query, index): DehydratedQuery[] => {
    const [, , key, certificateId] = query.queryKey;
    const certificate = z.safeParse(certificateSchema, query.state.data).data;
    const sameQuery =
      certificateId === id &&
      key.reportedUnit === connection.reportedUnit &&
      key.version === connection.version &&
      servicePath(key.baseUrl) === servicePath(connection.baseUrl);
    if (!sameQuery || !certificate) return [];
    // The query as `dehydrate` wrote it (its state's times and status), checked above.
    const sent = (json as PageData).state.queries[index] as DehydratedQuery;
    return [
      {
        ...sent,
        queryKey,
        queryHash: hashKey(queryKey),
        state: { ...sent.state, data: certificate },
      },
    ];
  });
  return queries.length > 0 ? { mutations: [], queries } : undefined;
}
