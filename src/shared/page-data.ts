/**
 * What the server sends with a page it rendered (server/certificate-pages.ts), for the app's page
 * to start from (src/features/certificates/page-data.ts): which service it read, and the answer it
 * got. Imports nothing: the server imports it too.
 */

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** The service the answer came from; the app uses it only if it reads the same one. */
  service: 'sandbox' | 'gateway';
  /** A certificate page's certificate, by its record id. */
  certificate?: { id: string; answer: unknown };
}
