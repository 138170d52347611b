/**
 * A stand-in service of server/test-fixtures/ driven as a planner drives a real one: started for
 * the tests of a describe block and stopped after them, and connected through Settings → Custom
 * service.
 */
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { freePort, startScript, stopChild } from './children.ts';
import { expect, test } from './fixtures';

export interface StandIn {
  child?: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The base URL a planner enters: the origin and the base path. */
  base: string;
}

/**
 * The stand-in service of `script` (which prints `ready` once it listens) for the tests of a
 * describe block, under `basePath`, with the environment `env` gives for the app's origin.
 */
export function standInService(
  script: string,
  ready: string,
  basePath: string,
  env: (appOrigin: string) => Record<string, string>,
): StandIn {
  const service: StandIn = { origin: '', base: '' };

  test.beforeAll(async ({ baseURL }) => {
    // npx, tsx and node start slowly on a busy machine.
    test.setTimeout(120_000);
    const port = await freePort();
    service.origin = `http://127.0.0.1:${port}`;
    service.base = `${service.origin}${basePath}`;
    service.child = await startScript(
      script,
      { PORT: String(port), ...env(new URL(baseURL ?? '').origin) },
      ready,
    );
  });

  test.afterAll(async () => {
    await stopChild(service.child);
  });

  return service;
}

const SETTINGS_WORDS = {
  en: {
    custom: /Custom service/,
    baseUrl: 'Base URL',
    key: 'API key',
    auth: 'Auth value',
    secret: 'API secret',
    save: 'Save settings',
    saved: 'Settings saved.',
  },
  de: {
    custom: /Eigener Dienst/,
    baseUrl: 'Basis-URL',
    key: 'API-Schlüssel',
    auth: 'Auth-Wert',
    secret: 'API-Geheimnis',
    save: 'Einstellungen speichern',
    saved: 'Einstellungen gespeichert.',
  },
} as const;

export interface Credentials {
  key: string;
  auth: string;
  secret: string;
}

/** Settings → Custom service: the base URL and the three credentials; nothing under Advanced. */
export async function connectCustomService(
  page: Page,
  base: string,
  credentials: Credentials,
  language: 'en' | 'de' = 'en',
): Promise<void> {
  const words = SETTINGS_WORDS[language];
  await page.goto('/settings');
  await page.getByRole('radio', { name: words.custom }).check();
  await page.getByLabel(words.baseUrl, { exact: true }).fill(base);
  await page.getByLabel(words.key, { exact: true }).fill(credentials.key);
  await page.getByLabel(words.auth, { exact: true }).fill(credentials.auth);
  await page.getByLabel(words.secret, { exact: true }).fill(credentials.secret);
  await page.getByRole('button', { name: words.save }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
}

/** The lookup: an id or a booking reference typed and opened. */
export async function openCertificate(page: Page, idOrKey: string): Promise<void> {
  await page.goto('/certificates');
  await page.getByLabel('Booking reference or record id').fill(idOrKey);
  await page.getByRole('button', { name: 'Open certificate' }).click();
}
