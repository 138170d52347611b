/**
 * The certificate a page came with: the server renders a certificate's page with the certificate
 * in it and sends the answer with the page (server/certificate-pages.ts). The page's query starts
 * from it (`initialData`), so its first render shows the certificate the server rendered, with no
 * request and no loading state in between. Only an answer from the service the reader reads, for
 * the certificate the page shows, and only one the contract accepts, as if the page had asked.
 */
import * as z from 'zod/mini';
import { certificateSchema, type Certificate } from '../../api/contract.ts';
import type { Service } from '../../settings/store.ts';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data.ts';

export function certificateFromPage(
  id: string,
  service: Service,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): Certificate | undefined {
  const text = doc?.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let data: PageData;
  try {
    data = JSON.parse(text) as PageData;
  } catch {
    return undefined;
  }
  if (data.service !== service || data.certificate?.id !== id) return undefined;
  return z.safeParse(certificateSchema, data.certificate.answer).data;
}
