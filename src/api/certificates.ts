/**
 * Certificate lookups (spec 4.1 and 4.2): query keys and query options. The answers are read by
 * answers.ts (envelopes, units, relative links, the correlation answer's open shape).
 *
 * Keys hold the connection's key (the service and a version that changes with the credentials) so that
 * answers of different services or credentials never mix; they never hold the credentials.
 */
import { queryOptions } from '@tanstack/react-query';
import { answerSchema, readCertificateAnswer, readCorrelationAnswer } from './answers.ts';
import { apiPath, apiRequest } from './client.ts';
import { isGuid } from './contract.ts';
import { answerContext, connectionKey, type Connection } from './connection.ts';

export const certificateKeys = {
  all: ['certificates'] as const,
  detail: (connection: Connection, id: string) =>
    ['certificates', 'detail', connectionKey(connection), id] as const,
  correlation: (connection: Connection, key: string) =>
    ['certificates', 'correlation', connectionKey(connection), key] as const,
};

/** A certificate does not change: keep it for the whole session, forget it an hour after use. */
const CERTIFICATE_STALE_TIME = Number.POSITIVE_INFINITY;
const CERTIFICATE_GC_TIME = 60 * 60 * 1000;

/** A certificate answer of this connection's service, read into the app's shape (answers.ts). */
export function certificateAnswerSchema(connection: Connection) {
  return answerSchema((answer) => readCertificateAnswer(answer, answerContext(connection)));
}

export function certificateByIdQuery(connection: Connection, id: string) {
  return queryOptions({
    queryKey: certificateKeys.detail(connection, id),
    queryFn: ({ signal }) =>
      apiRequest({
        connection,
        path: apiPath('certificates', id),
        schema: certificateAnswerSchema(connection),
        signal,
      }),
    staleTime: CERTIFICATE_STALE_TIME,
    gcTime: CERTIFICATE_GC_TIME,
  });
}

/**
 * The certificates of a correlation key. Each one read with an id is put in the cache under its own
 * key as the answer arrives, so that opening it by its id needs no request.
 */
export function certificateByCorrelationQuery(connection: Connection, key: string) {
  return queryOptions({
    queryKey: certificateKeys.correlation(connection, key),
    queryFn: async ({ signal, client }) => {
      const certificates = await apiRequest({
        connection,
        path: apiPath('certificates', key, 'correlation'),
        schema: answerSchema((answer) => readCorrelationAnswer(answer, answerContext(connection))),
        signal,
      });
      for (const { certificate } of certificates) {
        if (!certificate?.id || !isGuid(certificate.id)) continue;
        const detailKey = certificateKeys.detail(connection, certificate.id);
        if (client.getQueryData(detailKey) === undefined) {
          client.setQueryData(detailKey, certificate);
        }
      }
      return certificates;
    },
    staleTime: CERTIFICATE_STALE_TIME,
    gcTime: CERTIFICATE_GC_TIME,
  });
}
