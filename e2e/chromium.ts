/**
 * The system's Chromium, shared by the end-to-end tests and the benchmark (Playwright cannot
 * download its own browser here). The flags keep it from reaching out to the network on its own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
];
