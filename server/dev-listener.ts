import { getRequestListener } from '@hono/node-server';
import { createServerApp } from './app.ts';
import { loadSandbox } from './load-sandbox.ts';

/** The sandbox for the Vite dev server (`npm run dev`), as a Node request listener. */
export async function createDevListener() {
  const sandbox = await loadSandbox('/sandbox');
  return getRequestListener(createServerApp({ sandbox }).fetch);
}
