import { useEffect, useState } from 'react';

/** Modules already in, by their loader: a page shown again has them at once. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A module loaded on demand: `load` (a dynamic import) starts once `wanted` is true, and the module
 * is returned once it is in (undefined before). Its arrival is an ordinary update: a part loaded
 * with React's `lazy` under a Suspense boundary that has shown its fallback is revealed at most
 * every 300 ms, which held a first result back by that much when its code came after the answer.
 * A module that fails to load throws, to the page's error boundary.
 */
export function useLoadedModule<M>(load: () => Promise<M>, wanted: boolean): M | undefined {
  const [loaded, setLoaded] = useState(() => loadedModules.get(load) as M | undefined);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (module) => {
        loadedModules.set(load, module);
        if (current) setLoaded(module);
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, wanted, loaded]);
  if (failure) throw failure.error;
  return loaded;
}
