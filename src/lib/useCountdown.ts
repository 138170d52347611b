import { useEffect, useRef, useSyncExternalStore } from 'react';

const TICK_MS = 250;

function subscribeClock(listener: () => void): () => void {
  const timer = setInterval(listener, TICK_MS);
  return () => clearInterval(timer);
}

function subscribeNever(): () => void {
  return () => undefined;
}

// The same snapshot between ticks, so renders follow the ticks only.
const clock = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The one countdown of a limit's wait; `onOver` is called once for each `until`. */
export function useCountdown(until: number | undefined, onOver?: () => void): number | undefined {
  const now = useSyncExternalStore(until === undefined ? subscribeNever : subscribeClock, clock);
  const left = until === undefined ? undefined : secondsLeft(until, now);
  const over = useRef(onOver);
  const called = useRef<number | undefined>(undefined);
  useEffect(() => {
    over.current = onOver;
  });
  useEffect(() => {
    if (until === undefined || left !== 0 || called.current === until) return;
    called.current = until;
    over.current?.();
  }, [until, left]);
  return left;
}
