/** A service's links are untrusted: only https (or http to this machine) makes a link or image. */
import { isLoopbackHost } from '../settings/base-url.ts';

export type SafeUrlResult =
  | { safe: true; href: string; url: URL }
  | { safe: false; raw: string; reason: 'missing' | 'invalid' | 'scheme' | 'credentials' };

export function checkUrl(value: unknown): SafeUrlResult {
  if (typeof value !== 'string' || value.trim() === '') {
    return { safe: false, raw: typeof value === 'string' ? value : '', reason: 'missing' };
  }
  let url: URL;
  try {
    // No base: a relative address has no meaning outside the service that sent it.
    url = new URL(value.trim());
  } catch {
    return { safe: false, raw: value, reason: 'invalid' };
  }
  const allowed =
    url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!allowed) return { safe: false, raw: value, reason: 'scheme' };
  if (url.username || url.password) return { safe: false, raw: value, reason: 'credentials' };
  return { safe: true, href: url.href, url };
}

export function safeHref(value: unknown): string | undefined {
  const result = checkUrl(value);
  return result.safe ? result.href : undefined;
}
