/** The query cache a server render sends with its page (server/certificate-pages.ts). */
import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  state: DehydratedState;
}
