import { useEffect, useState, type RefObject } from 'react';

/** `content` changes whenever the element may have appeared or changed its content. */
export function useOverflows(ref: RefObject<HTMLElement | null>, content: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const inner = element.firstElementChild;
    if (inner) observer.observe(inner);
    return () => observer.disconnect();
  }, [ref, content]);
  return overflows;
}
