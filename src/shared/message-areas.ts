/**
 * The areas of the message catalogs (src/i18n/messages/): `common` (the layout, the errors, what
 * every page shows) and one per part of the app. Each area of each language is a chunk of its own:
 * a page loads the areas it uses in its reader's language only, and its static shell preloads
 * them (build/app-shell.ts). Imports nothing: the build and the server import it too.
 */
import type { Language } from './language.ts';

export const MESSAGE_AREAS = [
  'common',
  'settings',
  'event',
  'hotel',
  'certificates',
  'bulk',
] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

/**
 * The source file of an area's catalog in a language: English at the top of src/i18n/messages/
 * (its keys are the type of every other language's), each other language in its own folder.
 */
export const messageFile = (language: Language, area: MessageArea) =>
  `src/i18n/messages/${language === 'en' ? '' : `${language}/`}${area}.ts`;
