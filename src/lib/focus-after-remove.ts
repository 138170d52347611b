import { useEffect, useRef } from 'react';

/**
 * Without it, focus falls back to the page's start when a Remove button takes its own row away.
 * Remove buttons carry `data-remove`; the heading needs `tabIndex={-1}`.
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
