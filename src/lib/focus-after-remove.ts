import { useEffect, useRef } from 'react';

/**
 * Where the keyboard goes after a Remove button took its own row away: to the Remove button now
 * in that place (the next row's), else the last one left, else the list's heading (give it
 * `tabIndex={-1}`). Without it, focus falls back to the page's start. The list's Remove buttons
 * carry `data-remove`; call `removing(index)` with the removed row's place among them.
 */
export function useFocusAfterRemove<T extends HTMLElement>(count: number) {
  const list = useRef<T>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const index = pending.current;
    if (index === null) return;
    pending.current = null;
    const buttons = [
      ...(list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? []),
    ].filter((button) => !button.disabled);
    (buttons[Math.min(index, buttons.length - 1)] ?? heading.current)?.focus();
  }, [count]);
  return {
    list,
    heading,
    removing: (index: number) => {
      pending.current = index;
    },
  };
}
