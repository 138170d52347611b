/** Each area of each language is a chunk of its own, loaded in the reader's language only. */
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

/** English at the top of src/i18n/messages/ (its keys type the others), others in folders. */
export const messageFile = (language: Language, area: MessageArea) =>
  `src/i18n/messages/${language === 'en' ? '' : `${language}/`}${area}.ts`;
