import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTHER_PATHS_AREAS, OTHER_PATHS_MODULE, PAGES } from '../shared/pages.ts';

const PAGE_MODULES = import.meta.glob('../features/*/*.lazy.tsx');

afterEach(() => {
  vi.resetModules();
});

// The static shell of a page preloads the message areas of the page table; the page module
// registers the ones it uses. They must be the same, or the page waits for a catalog the shell did
// not name (or the shell downloads one nobody reads).
describe('each page module', () => {
  const pages = [...PAGES, { module: OTHER_PATHS_MODULE, areas: OTHER_PATHS_AREAS }];
  for (const { module, areas } of pages) {
    it(`${module} registers the message areas the page table names for it`, async () => {
      // A fresh module graph: only this page's module registers anything.
      vi.resetModules();
      const { registeredAreas } = await import('../i18n/index.ts');
      const load = PAGE_MODULES[`../features/${module}.lazy.tsx`];
      if (!load) throw new Error(`There is no page module ${module}.`);
      await load();
      expect(registeredAreas().sort()).toEqual(['common', ...areas].sort());
    });
  }
});
