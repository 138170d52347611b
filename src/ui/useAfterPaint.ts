import { useEffect, useState } from 'react';

/**
 * `value`, but turning true only once the frame that showed it as false has painted: the work it
 * starts (the levers' and the drivers' calculations) then never delays the paint of the result it
 * follows. `useDeferredValue` did not promise that: React often rendered the deferred value, and
 * sent its requests, before the browser painted the result. Turning false happens at once.
 */
export function useAfterPaint(value: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!value) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The callback of requestAnimationFrame runs before the next paint, a task queued from it after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      setPainted(false);
    };
  }, [value]);
  return value && painted;
}
