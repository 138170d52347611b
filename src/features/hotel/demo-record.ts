/** Demo records (a sandbox extension, not part of the spec). */
import { apiPath, apiRequest } from '../../api/client.ts';
import type { Connection } from '../../api/connection.ts';
import { certificateAnswerSchema } from '../../api/certificates.ts';
import type { Certificate, RecordCreateRequest } from '../../api/contract.ts';

/** Stores the stay in the sandbox through `POST {base}/records` and answers with its certificate. */
export function createDemoRecord(connection: Connection, request: RecordCreateRequest) {
  return apiRequest({
    connection,
    method: 'POST',
    path: apiPath('records'),
    body: request,
    schema: certificateAnswerSchema(connection),
  }) satisfies Promise<Certificate>;
}

/**
 * Now, on the reader's clock, to the minute, as the certificate's `date` (ISO 8601 without an
 * offset, which the certificate shows as written): the time the reader saw when they stored it.
 */
export function readerNow(at: Date = new Date()): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
}
