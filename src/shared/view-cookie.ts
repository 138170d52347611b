/**
 * The cookie in which the app tells the server which service the reader's certificates come from
 * and in which unit they read them, so that the server renders a certificate's page only from the
 * reader's own service (server/certificate-pages.ts). It holds no credential and no address: only
 * `sandbox`, `gateway` or `custom`, and `kg` or `t`. The server imports it too.
 */
import { cookieValue } from './cookies.ts';

export const VIEW_COOKIE = 'emission_desk_view';

const SERVICES = ['sandbox', 'gateway', 'custom'] as const;
const UNITS = ['kg', 't'] as const;

export interface View {
  service: (typeof SERVICES)[number];
  unit: (typeof UNITS)[number];
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The view in a Cookie header, if it holds a valid one. */
export function viewCookie(header: string | null | undefined): View | undefined {
  const [service = '', unit = ''] = (cookieValue(header, VIEW_COOKIE) ?? '').split('.');
  return isOneOf(SERVICES, service) && isOneOf(UNITS, unit) ? { service, unit } : undefined;
}

/** Tells the server the reader's service and unit for the next page load. */
export function rememberView(view: View): void {
  document.cookie = `${VIEW_COOKIE}=${view.service}.${view.unit}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
