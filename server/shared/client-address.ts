/**
 * Without TRUST_PROXY the socket's address counts and a forwarded header changes nothing; with it,
 * `X-Forwarded-For` is read through the trusted proxies, as Express does (proxy-addr). IPv6
 * callers are counted per /64, the block one subscriber usually holds.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import ipaddr from 'ipaddr.js';
import type { TrustProxy } from '../config.ts';

export type TrustFunction = (address: string, hop: number) => boolean;

export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') return (_address, hop) => hop < trust.hops;
  return proxyaddr.compile(trust.addresses);
}

/** 'unknown' without a socket (a test's app.request). */
export function callerAddress(incoming: IncomingMessage | undefined, trust: TrustFunction): string {
  if (!incoming?.socket?.remoteAddress) return 'unknown';
  return proxyaddr(incoming, trust);
}

/** Each worked out once, not for every call. */
const keys = new Map<string, string>();
const KEYS_KEPT = 10_000;

export function limitKey(address: string): string {
  let key = keys.get(address);
  if (key === undefined) {
    key = keyOf(address);
    if (keys.size >= KEYS_KEPT) keys.clear();
    keys.set(address, key);
  }
  return key;
}

function keyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
    const block = new ipaddr.IPv6([...v6.parts.slice(0, 4), 0, 0, 0, 0]);
    return `${block.toString()}/64`;
  }
  return parsed.toString();
}
