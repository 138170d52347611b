/**
 * Text for the PDF, cut into runs that one font draws in one direction, in visual order. pdf-lib
 * draws a run with fontkit, which shapes it (Arabic letters take their joined forms) and lays a
 * right-to-left run out from right to left; the order of the runs comes from the Unicode
 * Bidirectional Algorithm (bidi-js), so "Omar عمر 2026" reads as it should.
 */
import bidiFactory from 'bidi-js';
import { faceFor, type Face } from './fonts.ts';

const bidi = bidiFactory();

export interface Run {
  text: string;
  face: Face;
  rtl: boolean;
}

/** Shown for an emoji, which no bundled font draws. */
const EMOJI_PLACEHOLDER = '(emoji)';
/** Shown for any other character that no bundled font draws. */
const MISSING_PLACEHOLDER = '?';

/** Invisible characters: joiners, direction marks, variation selectors, controls. */
const INVISIBLE = /^[\p{Cf}\p{Cc}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]+$/u;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The text with what no bundled font draws replaced: an emoji (with its joiners and modifiers) by
 * "(emoji)", any other character by "?", invisible characters left out.
 */
export function drawableText(text: string): string {
  let out = '';
  for (const { segment } of segmenter.segment(text)) {
    if (INVISIBLE.test(segment)) continue;
    if (EMOJI.test(segment)) {
      out += EMOJI_PLACEHOLDER;
      continue;
    }
    for (const char of segment) {
      const codePoint = char.codePointAt(0) ?? 0;
      if (INVISIBLE.test(char)) continue;
      out += faceFor(codePoint) ? char : /\p{M}/u.test(char) ? '' : MISSING_PLACEHOLDER;
    }
  }
  return out;
}

/** Runs of one face and one direction, in the order they are drawn from left to right. */
export function visualRuns(text: string): Run[] {
  const drawable = drawableText(text);
  if (drawable === '') return [];
  const { levels } = bidi.getEmbeddingLevels(drawable, 'auto');
  // Logical runs: a new run where the face or the level changes. A space takes the face before it.
  const runs: { text: string; face: Face; level: number }[] = [];
  let index = 0;
  for (const char of drawable) {
    const level = levels[index] ?? 0;
    index += char.length;
    const previous = runs.at(-1);
    const face = faceFor(char.codePointAt(0) ?? 0) ?? 'latin';
    const keepsFace = previous && /\s/u.test(char);
    if (previous && previous.level === level && (previous.face === face || keepsFace)) {
      previous.text += char;
    } else {
      runs.push({ text: char, face, level });
    }
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs
  // at that level or higher.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : highest + 1)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let start = 0;
    while (start < runs.length) {
      if ((runs[start]?.level ?? 0) < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end += 1;
      runs.splice(start, end - start, ...runs.slice(start, end).reverse());
      start = end;
    }
  }
  return runs.map(({ text: runText, face, level }) => ({
    text: runText,
    face,
    rtl: level % 2 === 1,
  }));
}
