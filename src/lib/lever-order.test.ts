import { describe, expect, it } from 'vitest';
import { byScreenOrder, changesNothing } from './lever-order.ts';

describe('levers on the screen and in the export', () => {
  it('leaves out a lever whose total is the current one: it changes nothing', () => {
    const levers = [
      { id: 'same', status: 'success' as const, kilograms: 1000 },
      { id: 'almost', status: 'success' as const, kilograms: 1000.004 },
      { id: 'saves', status: 'success' as const, kilograms: 800 },
      { id: 'adds', status: 'success' as const, kilograms: 1000.01 },
      { id: 'pending', status: 'pending' as const },
    ];
    expect(byScreenOrder(levers, 1000).map((lever) => lever.id)).toEqual([
      'saves',
      'adds',
      'pending',
    ]);
  });

  it('knows a lever changes nothing only once its total is in', () => {
    expect(changesNothing({ status: 'pending' }, 1000)).toBe(false);
    expect(changesNothing({ status: 'error' }, 1000)).toBe(false);
    expect(changesNothing({ status: 'success', kilograms: 1000 }, 1000)).toBe(true);
    expect(changesNothing({ status: 'success', kilograms: 990 }, 1000)).toBe(false);
  });
});
