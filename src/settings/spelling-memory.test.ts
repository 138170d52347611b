import { describe, expect, it } from 'vitest';
import { rememberedSpelling, rememberSpelling, spellingMemoryFor } from './spelling-memory.ts';

// Written out, not imported: a renamed key would lose what browsers kept under the old one.
const SPELLING_STORAGE_KEY = 'emission-desk.spelling';

const BASE = 'https://service.example/api';

describe('the spelling memory', () => {
  it('remembers a spelling per base URL', () => {
    rememberSpelling(BASE, 'COFFEE_BREAK');
    expect(rememberedSpelling(BASE)).toBe('COFFEE_BREAK');
    expect(rememberedSpelling('https://other.example')).toBeUndefined();
    localStorage.setItem(SPELLING_STORAGE_KEY, '{"x":"WRONG"');
    expect(rememberedSpelling('x')).toBeUndefined();
  });

  it('hands one memory per service to the event calculation', () => {
    const memory = spellingMemoryFor(BASE);
    memory.remember('COFEE_BREAK');
    expect(memory.recall()).toBe('COFEE_BREAK');
    memory.remember('mixed');
    expect(spellingMemoryFor(BASE).recall()).toBe('mixed');
    expect(spellingMemoryFor('https://other.example').recall()).toBeUndefined();
  });
});
