/**
 * Certificate lookups (spec 4.1 and 4.2): query keys, query options and the normalization of the
 * correlation answer, whose body the spec does not show.
 *
 * Keys hold the connection's key (base URL and a version that changes with the credentials) so that
 * answers of different services or credentials never mix; they never hold the credentials.
 */
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiPath, apiRequest } from './client.ts';
import {
  certificateSchema,
  correlationAnswerSchema,
  isGuid,
  type Certificate,
} from './contract.ts';
import { connectionKey, type Connection } from './connection.ts';

export const certificateKeys = {
  all: ['certificates'] as const,
  detail: (connection: Connection, id: string) =>
    ['certificates', 'detail', connectionKey(connection), id] as const,
  correlation: (connection: Connection, key: string) =>
    ['certificates', 'correlation', connectionKey(connection), key] as const,
};

/** A certificate does not change: keep it for the whole session, forget it an hour after use. */
export const CERTIFICATE_STALE_TIME = Number.POSITIVE_INFINITY;
export const CERTIFICATE_GC_TIME = 60 * 60 * 1000;

export function certificateByIdQuery(connection: Connection, id: string) {
  return queryOptions({
    queryKey: certificateKeys.detail(connection, id),
    queryFn: ({ signal }) =>
      apiRequest({
        connection,
        path: apiPath('certificates', id),
        schema: certificateSchema,
        signal,
      }),
    staleTime: CERTIFICATE_STALE_TIME,
    gcTime: CERTIFICATE_GC_TIME,
  });
}

/**
 * The certificates of a correlation key. Each one with an id is put in the cache under its own key
 * as the answer arrives, so that opening it by its id needs no request.
 */
export function certificateByCorrelationQuery(connection: Connection, key: string) {
  return queryOptions({
    queryKey: certificateKeys.correlation(connection, key),
    queryFn: async ({ signal, client }) => {
      const certificates = certificatesFromCorrelation(
        await apiRequest({
          connection,
          path: apiPath('certificates', key, 'correlation'),
          schema: correlationAnswerSchema,
          signal,
        }),
      );
      for (const certificate of certificates) {
        if (!certificate.id || !isGuid(certificate.id)) continue;
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

// ---------------------------------------------------------------------------------------------
// The correlation answer
// ---------------------------------------------------------------------------------------------

/** Fields that mark an object as a certificate rather than a wrapper around certificates. */
const CERTIFICATE_MARKERS = ['id', 'correlation', 'name', 'emission'] as const;

/** Keys that usually wrap a list, tried first; any other key holding a list is tried after them. */
const WRAPPER_KEYS = ['items', 'certificates', 'data', 'results', 'content', 'records', 'value'];

const MAX_DEPTH = 3;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function looksLikeCertificate(value: unknown): boolean {
  return isPlainObject(value) && CERTIFICATE_MARKERS.some((field) => Object.hasOwn(value, field));
}

/**
 * A certificate from any object, tolerantly: a field of the wrong type is dropped (and shown as
 * missing) instead of losing the whole certificate.
 */
export function toCertificate(value: Record<string, unknown>): Certificate {
  const parsed = z.safeParse(certificateSchema, value);
  if (parsed.success) return parsed.data;
  const wrong = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const kept = Object.fromEntries(Object.entries(value).filter(([field]) => !wrong.has(field)));
  return z.safeParse(certificateSchema, kept).data ?? {};
}

/**
 * Every certificate in a correlation answer: a certificate, an array of them, or an object that
 * wraps an array of them (or one of them) under some key, possibly nested a few levels deep.
 */
export function certificatesFromCorrelation(answer: unknown): Certificate[] {
  return collect(answer, 0) ?? [];
}

function collect(value: unknown, depth: number): Certificate[] | undefined {
  if (Array.isArray(value)) {
    return value.filter(isPlainObject).filter(looksLikeCertificate).map(toCertificate);
  }
  if (!isPlainObject(value)) return undefined;
  if (looksLikeCertificate(value)) return [toCertificate(value)];
  if (depth >= MAX_DEPTH) return undefined;

  const keys = Object.keys(value);
  const ordered = [
    ...WRAPPER_KEYS.filter((key) => keys.includes(key)),
    ...keys.filter((key) => !WRAPPER_KEYS.includes(key)),
  ];
  // An array of certificates anywhere at this level wins over a nested object.
  for (const key of ordered) {
    const entry = value[key];
    if (Array.isArray(entry) && entry.some(looksLikeCertificate)) return collect(entry, depth + 1);
  }
  for (const key of ordered) {
    const entry = value[key];
    if (isPlainObject(entry)) {
      const found = collect(entry, depth + 1);
      if (found && found.length > 0) return found;
    }
  }
  // An empty list under a wrapper key is an answer too: no certificate.
  return ordered.some((key) => Array.isArray(value[key])) ? [] : undefined;
}
