/**
 * The app's languages. A tiny pure module (it imports nothing), so that the server may share it
 * with the app (see docs/decisions/0010-layers.md).
 */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
