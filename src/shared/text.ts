/**
 * Bounds on text that comes from the service (names, guest names, keys) wherever the app or the
 * server shows it: a hostile or broken service could send a name of megabytes, or one with
 * bidirectional controls that turn the text around it. Pages cut such values and isolate them in
 * `<bdi>`; titles and link previews, which hold no markup, cut them and drop the controls.
 */

/** The most characters of one value a page, title or preview shows. */
export const SHOWN_TEXT_MAX = 500;

/** Characters that change the direction of the text after them (embeddings, overrides, isolates, marks). */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Made at the first value that needs cutting, which few pages ever meet. The first `Intl` object
 * of a page loads the browser's locale data (ADR 0008): made with the module, the segmenter put
 * that into the task that starts every page.
 */
let graphemes: Intl.Segmenter | undefined;

/** `value`, or its start cut at a character boundary and ended with "…", at most `max` long. */
export function shortText(value: string, max = SHOWN_TEXT_MAX): string {
  if (value.length <= max) return value;
  // Only the start is looked at: a value of megabytes costs no more than a short one.
  let kept = '';
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(value.slice(0, max + 16))) {
    if (kept.length + segment.length > max - 1) break;
    kept += segment;
  }
  return `${kept}…`;
}

/** For a title or a link preview: cut like shortText, and without bidirectional controls. */
export function plainText(value: string, max = SHOWN_TEXT_MAX): string {
  return shortText(value, max).replace(BIDI_CONTROLS, '');
}
