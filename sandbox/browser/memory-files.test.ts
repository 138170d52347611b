import { describe, expect, it } from 'vitest';
import { MemoryFiles } from './memory-files.ts';

const bytes = (value: number) => Promise.resolve(new Uint8Array([value]));

describe('the browser’s certificate files in memory', () => {
  it('makes a file once, and shares the rendering between requests at the same time', async () => {
    const files = new MemoryFiles();
    let made = 0;
    const make = () => {
      made += 1;
      return bytes(7);
    };
    const [a, b] = await Promise.all([files.get('x.pdf', make), files.get('x.pdf', make)]);
    expect(await files.get('x.pdf', make)).toEqual(new Uint8Array([7]));
    expect([a, b]).toEqual([new Uint8Array([7]), new Uint8Array([7])]);
    expect(made).toBe(1);
  });

  it('keeps the most recently used files and lets the oldest go', async () => {
    const files = new MemoryFiles(2);
    await files.get('a', () => bytes(1));
    await files.get('b', () => bytes(2));
    await files.get('a', () => bytes(9));
    await files.get('c', () => bytes(3));
    expect(files.size).toBe(2);
    expect(await files.get('a', () => bytes(9))).toEqual(new Uint8Array([1]));
    expect(await files.get('b', () => bytes(8))).toEqual(new Uint8Array([8]));
  });

  it('forgets a failed rendering, so the next request makes the file again', async () => {
    const files = new MemoryFiles();
    await expect(files.get('x', () => Promise.reject(new Error('no canvas')))).rejects.toThrow();
    expect(await files.get('x', () => bytes(5))).toEqual(new Uint8Array([5]));
  });
});
