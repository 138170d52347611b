/** Certificate lookups (spec 4.1, 4.2); keys hold the connection's key, never credentials. */
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

/** A certificate does not change: kept for the session, forgotten an hour after use. */
const CERTIFICATE_STALE_TIME = Number.POSITIVE_INFINITY;
const CERTIFICATE_GC_TIME = 60 * 60 * 1000;

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

/** Each certificate with an id is cached under its own key too, so opening it needs no request. */
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
