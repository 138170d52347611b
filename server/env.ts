/**
 * The Hono environment every part of the server shares: what a request's log line and metrics
 * need from deeper down, in the request's own context. Node's request and response are absent in
 * `app.request`.
 */
import type { HttpBindings } from '@hono/node-server';
import type { RequestIdVariables } from 'hono/request-id';

interface RequestVariables extends RequestIdVariables {
  /** Never the raw path (no record ids or booking references). */
  route?: string;
  rateLimited?: boolean;
  /** The limit's store (Redis) did not answer. */
  limitUnavailable?: boolean;
  overLimit?: boolean;
  upstream?: { status: number | 'timeout' | 'unreachable'; ms: number };
  /** Or from an identical call under way. */
  cache?: 'hit' | 'miss';
  /** Named where its sub-app is mounted (app.ts). */
  headerSet?: HeaderSet;
}

export type HeaderSet = 'page' | 'card' | 'file' | 'worker' | 'data';

export type ServerEnv = { Bindings: Partial<HttpBindings>; Variables: RequestVariables };
