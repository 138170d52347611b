import { describe, expect, it } from 'vitest';
import { foldName, foldWords, listReader } from './list-reading.ts';

describe('folding a typed name', () => {
  it.each([
    "Cote d'Ivoire",
    'Côte d’Ivoire',
    'Côte d‘Ivoire',
    'Côte dʼIvoire',
    'Cote d`Ivoire',
    'cote d ivoire',
    'COTE-D-IVOIRE',
    'Côte‐d‑Ivoire',
    'Côte‒d–Ivoire',
    'Côte—d−Ivoire',
    '  Côte   d’Ivoire. ',
  ])('reads %j as Côte d’Ivoire', (text) => {
    expect(foldName(text)).toBe(foldName('Côte d’Ivoire'));
    expect(foldName(text)).toBe('cotedivoire');
  });

  it('folds case, accents and ß', () => {
    expect(foldName('Österreich')).toBe('osterreich');
    expect(foldName('Großbritannien')).toBe('grossbritannien');
    expect(foldName(' Number Of_Guests ')).toBe('numberofguests');
  });

  it('keeps the words apart for matching part of a name', () => {
    expect(foldWords('Côte d’Ivoire')).toBe('cote d ivoire');
    expect(foldWords('Bosnia & Herzegovina')).toBe('bosnia herzegovina');
    expect(foldWords('Straße')).toBe('strasse');
  });
});

describe('listReader', () => {
  const read = listReader([
    ['Pause-café', 'COFFEE_BREAK'],
    ['Coffee break', 'COFFEE_BREAK'],
    ['Kaffeepause', 'COFFEE_BREAK'],
    ['Meat', 'MEAT'],
    ['Both', 'MEAT'],
    ['both', 'VEGETARIAN'],
  ]);

  it('reads every spelling of a value, folded', () => {
    expect(read('pause cafe')).toBe('COFFEE_BREAK');
    expect(read('Pause‑Café')).toBe('COFFEE_BREAK');
    expect(read('COFFEE_BREAK')).toBe('COFFEE_BREAK');
    expect(read('kaffee-pause')).toBe('COFFEE_BREAK');
    expect(read(' MEAT ')).toBe('MEAT');
  });

  it('reads nothing for a text that names no value, or an empty one', () => {
    expect(read('Atlantis')).toBeUndefined();
    expect(read('')).toBeUndefined();
    expect(read('—')).toBeUndefined();
  });

  it('reads a name two values share as neither', () => {
    expect(read('Both')).toBeUndefined();
  });
});
