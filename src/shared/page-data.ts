/**
 * What the server sends with a page it rendered (server/certificate-pages.ts), for the app's page
 * to start from (src/features/certificates/page-data.ts): which service it read, which certificate
 * the page shows, and the query cache it rendered the page from, as React Query's `dehydrate`
 * wrote it. Imports only a type: the server imports it too.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** The service the answer came from; the app uses it only if it reads the same one. */
  service: 'sandbox' | 'gateway';
  /** The record id of the certificate the page shows. */
  certificateId: string;
  /** The server render's query cache: the certificate's query, under its key. */
  state: DehydratedState;
}
