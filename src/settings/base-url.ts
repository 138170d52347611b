/** What makes a service address acceptable: HTTPS, or plain HTTP to this machine only. */

export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]'
  );
}

/** Why a custom base URL is not acceptable, as a message key, or null when it is fine. */
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
