import { apiPath, apiRequest } from '../../api/client.ts';
import { certificateAnswerSchema } from '../../api/certificates.ts';
import { isApiError } from '../../api/errors.ts';
import type { Connection } from '../../api/connection.ts';

export type ConnectionCheckResult =
  | { outcome: 'ok' }
  | { outcome: 'rejected'; status: number }
  | { outcome: 'unreachable' }
  | { outcome: 'cors' }
  | { outcome: 'offline' }
  | { outcome: 'timeout' }
  | { outcome: 'unexpected'; error: unknown };

/**
 * The spec has no health endpoint: a lookup of a random record id answers 404 when the service
 * is reachable and accepts the credentials, and 401 or 403 when it rejects them.
 */
export async function checkConnection(connection: Connection): Promise<ConnectionCheckResult> {
  try {
    await apiRequest({
      path: apiPath('certificates', crypto.randomUUID()),
      schema: certificateAnswerSchema(connection),
      connection,
    });
    return { outcome: 'ok' };
  } catch (error) {
    if (!isApiError(error)) return { outcome: 'unexpected', error };
    if (error.kind === 'http' && error.status === 404) {
      // Reachable, and the credentials accepted: as good as a success for the header's dot.
      connection.reportOutcome?.('ok');
      return { outcome: 'ok' };
    }
    if (error.kind === 'http' && (error.status === 401 || error.status === 403)) {
      return { outcome: 'rejected', status: error.status };
    }
    if (error.kind === 'network') return { outcome: 'unreachable' };
    if (error.kind === 'cors') return { outcome: 'cors' };
    if (error.kind === 'offline') return { outcome: 'offline' };
    if (error.kind === 'timeout') return { outcome: 'timeout' };
    return { outcome: 'unexpected', error };
  }
}
