/**
 * The size limit first (nothing is read past it), UTF-8 (Excel's "CSV UTF-8") or else
 * Windows-1252 (Excel's plain "CSV"), and a worker for large text.
 */
import type { ParseOutcome } from './parse.ts';
import { MAX_BYTES } from './limits.ts';
import ParseWorker from './parse.worker.ts?worker';

/** Text longer than this is parsed in a worker. */
const WORKER_THRESHOLD = 64 * 1024;

export type ReadOutcome =
  | ParseOutcome
  | { ok: false; error: 'tooLarge'; bytes: number }
  | { ok: false; error: 'unreadable' };

export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

async function parseHere(text: string): Promise<ParseOutcome> {
  const { parseCsv } = await import('./parse.ts');
  return parseCsv(text);
}

function parseInWorker(text: string): Promise<ParseOutcome> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new ParseWorker();
    } catch {
      resolve(parseHere(text));
      return;
    }
    worker.onmessage = (event: MessageEvent<ParseOutcome>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(parseHere(text));
    };
    worker.postMessage(text);
  });
}

export async function readText(text: string): Promise<ReadOutcome> {
  const bytes = byteLength(text);
  if (bytes > MAX_BYTES) return { ok: false, error: 'tooLarge', bytes };
  return text.length > WORKER_THRESHOLD ? parseInWorker(text) : parseHere(text);
}

export async function readFile(file: File): Promise<ReadOutcome> {
  if (file.size > MAX_BYTES) return { ok: false, error: 'tooLarge', bytes: file.size };
  let text: string;
  try {
    text = decode(await file.arrayBuffer());
  } catch {
    return { ok: false, error: 'unreadable' };
  }
  return readText(text);
}
