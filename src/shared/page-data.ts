/**
 * What the server sends with a page it rendered (server/certificate-pages.ts), for the app's page
 * to start from (src/features/certificates/page-data.ts): the query cache it rendered the page
 * from, as React Query's `dehydrate` wrote it. Imports only a type: the server imports it too.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** The server render's query cache: the certificate's query, under the key the page asks for. */
  state: DehydratedState;
}
