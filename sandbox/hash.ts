/** SHA-256 through Web Crypto, which both hosts have (Node 20's globalThis.crypto, workers). */
const encoder = new TextEncoder();

export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export async function sha256Hex(text: string): Promise<string> {
  return Array.from(await sha256(text), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function sha256Base64(text: string): Promise<string> {
  return btoa(String.fromCharCode(...(await sha256(text))));
}
