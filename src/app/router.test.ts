import { describe, expect, it } from 'vitest';
import { OTHER_ROUTES, PAGES } from '../shared/pages.ts';
import { ROUTES, routeOf } from './router.tsx';

describe('router', () => {
  it('has a route for each page of the page table, and no other top-level page', () => {
    const topLevel = ROUTES.map((route) => route.path).filter((path) => /^\/[a-z]+$/.test(path));
    expect(PAGES.map((page) => page.path).sort()).toEqual(topLevel.sort());
  });

  it('has exactly the other routes the server knows (src/shared/pages.ts), in its order', () => {
    const below = ROUTES.map((route) => route.path).filter((path) => !/^\/[a-z]+$/.test(path));
    expect(below).toEqual([...OTHER_ROUTES]);
  });

  it('finds the route of a path as wouter matches it, trailing slash and escapes included', () => {
    expect(routeOf('/event')?.path).toBe('/event');
    expect(routeOf('/event/')?.path).toBe('/event');
    expect(routeOf('/certificates')?.path).toBe('/certificates');
    expect(routeOf('/certificates/3f2b8c1e')?.path).toBe('/certificates/:id');
    expect(routeOf('/certificates/a%2Fb')?.path).toBe('/certificates/:id');
    expect(routeOf('/certificates/correlation/BK-1')?.path).toBe('/certificates/correlation/:key');
    expect(routeOf('/certificates/3f2b8c1e/extra')).toBeUndefined();
    expect(routeOf('/nowhere')).toBeUndefined();
  });
});
