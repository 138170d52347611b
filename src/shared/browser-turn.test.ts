import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTurn } from './browser-turn.ts';

afterEach(() => vi.unstubAllGlobals());

describe('browserTurn', () => {
  it('in a browser, resolves in a later task: what the browser had queued runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await browserTurn();
    order.push('after the turn');
    expect(order).toEqual(['queued task', 'after the turn']);
  });

  it('uses the scheduler’s yield where the browser has one', async () => {
    const yieldTurn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTurn });
    await browserTurn();
    expect(yieldTurn).toHaveBeenCalledOnce();
  });

  it('outside a browser, resolves at once, before any task', async () => {
    vi.stubGlobal('document', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await browserTurn();
    order.push('after the turn');
    expect(order).toEqual(['after the turn']);
  });
});
