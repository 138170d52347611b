import { describe, expect, it } from 'vitest';
import { plainText, shortText, SHOWN_TEXT_MAX } from './text.ts';

describe('shortText', () => {
  it('leaves a value up to the limit as it is', () => {
    expect(shortText('Spring retreat')).toBe('Spring retreat');
    expect(shortText('x'.repeat(SHOWN_TEXT_MAX))).toBe('x'.repeat(SHOWN_TEXT_MAX));
  });

  it('cuts a longer value to the limit, ending in an ellipsis', () => {
    const cut = shortText('x'.repeat(10_000_000));
    expect(cut).toHaveLength(SHOWN_TEXT_MAX);
    expect(cut).toBe(`${'x'.repeat(SHOWN_TEXT_MAX - 1)}…`);
    expect(shortText('abcdefgh', 5)).toBe('abcd…');
  });

  it('never splits a character made of several code units', () => {
    const cut = shortText('ab👩‍👩‍👧‍👧cd', 6);
    expect(cut).toBe('ab…');
    expect(shortText('a😀😀', 4)).toBe('a😀…');
  });

  it('keeps bidirectional controls (a page isolates them)', () => {
    expect(shortText('a\u202eb')).toBe('a\u202eb');
  });
});

describe('plainText', () => {
  it('drops bidirectional controls and cuts', () => {
    expect(plainText('Gala \u202egnp.exe\u2066x\u2069\u200f')).toBe('Gala gnp.exex');
    expect(plainText(`\u202e${'y'.repeat(600)}`)).toBe(`${'y'.repeat(498)}…`);
  });
});
