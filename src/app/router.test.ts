import { describe, expect, it } from 'vitest';
import { PAGES } from '../shared/pages.ts';
import { ROUTES } from './router.tsx';

describe('router', () => {
  it('has a route for each page of the page table, and no other top-level page', () => {
    const topLevel = ROUTES.map((route) => route.path).filter((path) => /^\/[a-z]+$/.test(path));
    expect(PAGES.map((page) => page.path).sort()).toEqual(topLevel.sort());
  });
});
