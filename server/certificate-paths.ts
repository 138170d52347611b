/** An oEmbed request names a certificate page by its URL: read here, not by a router. */

export const CERTIFICATE_ROUTES = {
  page: '/certificates/:id',
  pageByKey: '/certificates/correlation/:key',
  card: '/embed/certificates/:id',
  cardByKey: '/embed/certificates/:key/correlation',
} as const;

/** Both decoded. */
export type CertificateRef = { by: 'id'; id: string } | { by: 'key'; key: string };

/**
 * Escaped only where a segment needs it (RFC 3986 §3.3 keeps `=`, `:`, `@`), so a link naming the
 * page in a query escapes it once (`%3D`, never `%253D`) whichever spelling the page was asked by.
 */
function segment(value: string): string {
  return encodeURIComponent(value).replace(/%(24|26|2B|2C|3A|3B|3D|40)/g, (escape) =>
    decodeURIComponent(escape),
  );
}

export function pagePath(ref: CertificateRef): string {
  return ref.by === 'id'
    ? `/certificates/${segment(ref.id)}`
    : `/certificates/correlation/${segment(ref.key)}`;
}

export function cardPath(ref: CertificateRef): string {
  return ref.by === 'id'
    ? `/embed/certificates/${segment(ref.id)}`
    : `/embed/certificates/${segment(ref.key)}/correlation`;
}

/** `:name` is one segment. */
function reader(route: string): (pathname: string) => string | null {
  const pattern = new RegExp(`^${route.replace(/:[a-z]+/, '([^/]+)')}$`);
  return (pathname) => pattern.exec(pathname)?.[1] ?? null;
}

const readPage = reader(CERTIFICATE_ROUTES.page);
const readPageByKey = reader(CERTIFICATE_ROUTES.pageByKey);

/** `pathname` as a URL spells it; null for a segment that does not decode. */
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
