/**
 * Bounds on text from the service: a hostile service could send a name of megabytes, or bidi
 * controls that turn the text around it. Pages cut it and isolate it in `<bdi>`; titles and
 * previews, which hold no markup, cut it and drop the controls.
 */

export const SHOWN_TEXT_MAX = 500;

const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

// Made on first need: the first `Intl` object of a page loads the browser's locale data
// (docs/decisions/0008-performance.md), which should not land in the task that starts every page.
let graphemes: Intl.Segmenter | undefined;

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

export function plainText(value: string, max = SHOWN_TEXT_MAX): string {
  return shortText(value, max).replace(BIDI_CONTROLS, '');
}
