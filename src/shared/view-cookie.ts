/**
 * Tells the server which service and unit the reader uses, so it renders a certificate's page only
 * from the reader's own service (server/certificate-pages.ts). Holds no credential and no address.
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

export function viewCookie(header: string | null | undefined): View | undefined {
  const [service = '', unit = ''] = (cookieValue(header, VIEW_COOKIE) ?? '').split('.');
  return isOneOf(SERVICES, service) && isOneOf(UNITS, unit) ? { service, unit } : undefined;
}

export function rememberView(view: View): void {
  document.cookie = `${VIEW_COOKIE}=${view.service}.${view.unit}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
