/**
 * Latency and simulated faults. Faults are chosen per request by the `x-sandbox-fault` header (or
 * a default fault for every request), and only when the sandbox runs with faults on: the same
 * request always gets the same fault, so tests and demos are repeatable.
 */
import type { MiddlewareHandler } from 'hono';
import { problem } from './problem.ts';

export const FAULT_HEADER = 'x-sandbox-fault';
export const FAULT_KINDS = ['500', '503', '429', 'slow', 'malformed'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Seconds a client is asked to wait, per fault. */
const RETRY_AFTER_SECONDS = { '429': 1, '503': 2 } as const;

export interface FaultOptions {
  latencyMs: number;
  faults: boolean;
  slowFaultMs: number;
  defaultFault?: FaultKind;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isFaultKind(value: string): value is FaultKind {
  return (FAULT_KINDS as readonly string[]).includes(value);
}

/** Cuts a body in half: valid-looking headers, a body no JSON parser accepts. */
async function malformed(response: Response): Promise<Response> {
  const text = await response.text();
  const cut = text.slice(0, Math.max(1, Math.floor(text.length / 2)));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(cut, { status: 200, headers });
}

export function latencyAndFaults(options: FaultOptions): MiddlewareHandler {
  return async (c, next) => {
    if (options.latencyMs > 0) await sleep(options.latencyMs);
    if (!options.faults) return next();
    const requested = c.req.header(FAULT_HEADER)?.trim().toLowerCase();
    const fault = requested || options.defaultFault;
    if (fault === undefined || fault === 'none') return next();
    if (!isFaultKind(fault)) {
      return problem({
        status: 400,
        detail: `${FAULT_HEADER} must be one of ${FAULT_KINDS.join(', ')} or none.`,
      });
    }
    switch (fault) {
      case '500':
        return problem({ status: 500, detail: 'Simulated fault: the service failed.' });
      case '503':
      case '429': {
        const retryAfter = String(RETRY_AFTER_SECONDS[fault]);
        return problem({
          status: Number(fault),
          detail: `Simulated fault: try again in ${retryAfter} second(s).`,
          headers: { 'retry-after': retryAfter },
        });
      }
      case 'slow':
        await sleep(options.slowFaultMs);
        return next();
      case 'malformed':
        await next();
        c.res = await malformed(c.res);
        return;
    }
  };
}
