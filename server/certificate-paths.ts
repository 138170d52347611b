/**
 * The addresses of a certificate's page and card, in one place: the route patterns the server's
 * routers register, the path of a page or a card for a certificate, and the reading of a page's
 * path where no router has read it (an oEmbed request names the page by its URL).
 */

export const CERTIFICATE_ROUTES = {
  page: '/certificates/:id',
  pageByKey: '/certificates/correlation/:key',
  card: '/embed/certificates/:id',
  cardByKey: '/embed/certificates/:key/correlation',
} as const;

/** A certificate as its page names it: by record id, or by booking reference (both decoded). */
export type CertificateRef = { by: 'id'; id: string } | { by: 'key'; key: string };

/**
 * A value as one path segment, each character escaped once: only where a segment needs it
 * (RFC 3986 §3.3 keeps `=`, `:`, `@` and the like as they are), so that a link naming the page in
 * a query escapes it once (`=` as `%3D`, never `%253D`) whichever spelling the page was asked by.
 */
function segment(value: string): string {
  return encodeURIComponent(value).replace(/%(24|26|2B|2C|3A|3B|3D|40)/g, (escape) =>
    decodeURIComponent(escape),
  );
}

/** The path of the certificate's page. */
export function pagePath(ref: CertificateRef): string {
  return ref.by === 'id'
    ? `/certificates/${segment(ref.id)}`
    : `/certificates/correlation/${segment(ref.key)}`;
}

/** The path of the certificate's card (server/embed/). */
export function cardPath(ref: CertificateRef): string {
  return ref.by === 'id'
    ? `/embed/certificates/${segment(ref.id)}`
    : `/embed/certificates/${segment(ref.key)}/correlation`;
}

/** The route's one parameter, as the router reads it (`:name` is one segment). */
function reader(route: string): (pathname: string) => string | null {
  const pattern = new RegExp(`^${route.replace(/:[a-z]+/, '([^/]+)')}$`);
  return (pathname) => pattern.exec(pathname)?.[1] ?? null;
}

const readPage = reader(CERTIFICATE_ROUTES.page);
const readPageByKey = reader(CERTIFICATE_ROUTES.pageByKey);

/**
 * The certificate whose page is at `pathname` (as a URL spells it, percent-encoded), or null for
 * any other path or a segment that does not decode.
 */
export function pageRef(pathname: string): CertificateRef | null {
  const key = readPageByKey(pathname);
  if (key !== null) {
    const decoded = decodedSegment(key);
    return decoded === null ? null : { by: 'key', key: decoded };
  }
  const id = readPage(pathname);
  if (id === null) return null;
  const decoded = decodedSegment(id);
  return decoded === null ? null : { by: 'id', id: decoded };
}

function decodedSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
