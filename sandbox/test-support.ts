/** Helpers for the sandbox's HTTP-level tests: a sandbox on a temporary store, and requests. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { SANDBOX_DEMO_CREDENTIALS } from '../src/api/credentials.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from './app.ts';

export const ORIGIN = 'http://sandbox.test';

export const DEMO_HEADERS: Record<string, string> = {
  'x-api-key': SANDBOX_DEMO_CREDENTIALS.apiKey,
  'x-api-auth': SANDBOX_DEMO_CREDENTIALS.apiAuth,
  'x-api-secret': SANDBOX_DEMO_CREDENTIALS.apiSecret,
};

export async function temporaryDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'emission-desk-sandbox-'));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export function testOptions(
  storeDir: string,
  overrides: Partial<SandboxOptions> = {},
): SandboxOptions {
  return {
    basePath: '',
    publicUrl: ORIGIN,
    storeDir,
    credentials: { ...SANDBOX_DEMO_CREDENTIALS },
    mealSpelling: 'both',
    latencyMs: 0,
    faults: false,
    slowFaultMs: 50,
    // Warnings about the store and the files are checked where a test expects them.
    log: () => undefined,
    ...overrides,
  };
}

/** A sandbox on a fresh temporary store; `dispose` closes it and removes the store. */
export async function startSandbox(overrides: Partial<SandboxOptions> = {}) {
  const dir = await temporaryDir();
  const sandbox: Sandbox = await createSandbox(testOptions(dir, overrides));
  return {
    dir,
    sandbox,
    async dispose() {
      await sandbox.close();
      await removeDir(dir);
    },
  };
}

interface RequestInitLite {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Sends `body` as is instead of as JSON. */
  rawBody?: BodyInit;
  credentials?: boolean;
}

/** A request to the sandbox with the demo credentials (unless `credentials: false`). */
export function call(sandbox: Sandbox, pathAndQuery: string, init: RequestInitLite = {}) {
  const headers: Record<string, string> = {
    ...(init.credentials === false ? {} : DEMO_HEADERS),
    ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...init.headers,
  };
  const body = init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined);
  return Promise.resolve(
    sandbox.fetch(
      new Request(ORIGIN + pathAndQuery, {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        ...(body !== undefined ? { body } : {}),
      }),
    ),
  );
}

export const HOTEL_REQUEST = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: true,
  star: 4,
  days: 3,
} as const;

export const EVENT_REQUEST = {
  originType: 'REGIONAL',
  mealInfo: [
    { mealCount: 40, mealType: 'MEAT' },
    { mealCount: 60, mealType: 'COFEE_BREAK' },
  ],
  participants: 60,
  mealType: 'VEGETARIAN',
  overnightStays: 1,
} as const;

/** Signs of internals that no answer may carry: stack frames, source files, module folders. */
const INTERNALS = [
  /^\s*at .+:\d+:\d+\)?$/m,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /file:\/\//,
];

/** Asserts that an answer's text carries no stack trace, source location or store folder. */
export function expectNoInternals(text: string, storeDir?: string): void {
  for (const pattern of INTERNALS) expect(text).not.toMatch(pattern);
  if (storeDir) expect(text).not.toContain(storeDir);
}

/**
 * Asserts an error answer: the status, `application/problem+json`, a body whose `status` matches,
 * and nothing internal in it. Returns the parsed body.
 */
export async function expectProblem(
  response: Response,
  status: number,
  storeDir?: string,
): Promise<ProblemBody> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const text = await response.text();
  expectNoInternals(text, storeDir);
  const body = JSON.parse(text) as ProblemBody;
  expect(body).toMatchObject({ type: 'about:blank', status, title: expect.any(String) });
  expect(typeof body.detail).toBe('string');
  return body;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: { field: string; pointer?: string; detail: string }[];
  [extension: string]: unknown;
}

/** The fields named in a problem's `errors`. */
export function errorFields(body: ProblemBody): string[] {
  return (body.errors ?? []).map((error) => error.field);
}

/** Asserts that the sandbox still answers an ordinary lookup. */
export async function expectStaysUp(sandbox: Sandbox): Promise<void> {
  const response = await call(sandbox, '/certificates/DEMO-BERLIN-2026/correlation');
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ correlation: 'DEMO-BERLIN-2026' });
}

/** A request whose body is a stream of `chunks`, so it has no Content-Length. */
export function streamedRequest(
  pathAndQuery: string,
  chunks: readonly Uint8Array[],
  headers: Record<string, string> = {},
): Request {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index];
      index += 1;
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
  return new Request(ORIGIN + pathAndQuery, {
    method: 'POST',
    headers: { ...DEMO_HEADERS, 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
}

/** The text drawn on every page of a PDF, read back with PDF.js (as a reader's copy would get it). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ('str' in item) lines.push(item.str);
    }
  }
  await document.destroy();
  return lines.join('\n');
}
