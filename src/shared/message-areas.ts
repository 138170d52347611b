/**
 * Each area of each language is a chunk of its own: a page loads the areas it uses in its reader's
 * language only. Imports nothing: the build and the server import it too.
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

/** English at the top of src/i18n/messages/ (its keys type every other language), others in folders. */
export const messageFile = (language: Language, area: MessageArea) =>
  `src/i18n/messages/${language === 'en' ? '' : `${language}/`}${area}.ts`;
