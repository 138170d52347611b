export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/** A message key, or null when the URL is fine. */
export function baseUrlProblem(
  value: string,
): 'baseUrlRequired' | 'baseUrlInvalid' | 'baseUrlHttps' | null {
  const trimmed = value.trim();
  if (!trimmed) return 'baseUrlRequired';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'baseUrlInvalid';
  }
  if (url.username || url.password || url.search || url.hash) return 'baseUrlInvalid';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return null;
  return url.protocol === 'http:' ? 'baseUrlHttps' : 'baseUrlInvalid';
}
