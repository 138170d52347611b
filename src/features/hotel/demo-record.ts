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
