/**
 * SHA-256, synchronous and the same on both hosts (Node and a browser's worker), from
 * @noble/hashes: Web Crypto's digest is asynchronous, and an answer that waits on it loses the
 * race with a client that half-closes its connection right after its request.
 */
import { sha256 as digest } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function sha256(text: string): Uint8Array {
  return digest(utf8ToBytes(text));
}

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(text));
}

export function sha256Base64(text: string): string {
  return btoa(String.fromCharCode(...sha256(text)));
}
