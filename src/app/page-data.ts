/**
 * The app's start from what the server sent with a page it rendered (server/certificate-pages.ts):
 * a certificate page's certificate goes into the query cache under the reader's own connection,
 * so that the first render shows the same certificate the server rendered, with no request and no
 * loading state in between. Only an answer from the service the reader reads, and only one the
 * contract accepts, as if the app had asked for it itself.
 */
import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { certificateByIdQuery } from '../api/certificates.ts';
import { certificateSchema } from '../api/contract.ts';
import type { Connection } from '../api/connection.ts';
import type { Service } from '../settings/store.ts';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../shared/page-data.ts';

function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}

/** Puts the page's certificate into the cache; true when it did. */
export function seedPageData(
  queryClient: QueryClient,
  { doc, service, connection }: { doc: Document; service: Service; connection: Connection },
): boolean {
  const data = readPageData(doc);
  if (!data || data.service !== service || !data.certificate) return false;
  const { id, answer } = data.certificate;
  if (typeof id !== 'string' || doc.location.pathname !== `/certificates/${id}`) return false;
  const parsed = z.safeParse(certificateSchema, answer);
  if (!parsed.success) return false;
  queryClient.setQueryData(certificateByIdQuery(connection, id).queryKey, parsed.data);
  return true;
}
