import { useCallback, useEffect, useRef, useState } from 'react';

const REVEAL_MARGIN_PX = 8;

/**
 * On a phone the result is far below the form: brings it into view once it is there, focusing its
 * heading so a screen reader announces it. Waiting for `target`'s result keeps the page from
 * scrolling to the previous one while the layout still changes.
 */
export function useRevealResult(
  headingId: string,
  settled: boolean,
  identity: string,
): (target: string) => void {
  const pending = useRef<string | null>(null);
  // A request for the input already on screen changes nothing else: count the requests.
  const [requests, setRequests] = useState(0);
  const request = useCallback((target: string) => {
    pending.current = target;
    setRequests((count) => count + 1);
  }, []);
  useEffect(() => {
    if (pending.current !== identity || !settled) return;
    pending.current = null;
    const heading = document.getElementById(headingId);
    if (!heading) return;
    const { top, bottom } = heading.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) {
      // Flush to the top edge, a heading laid out at a fraction of a pixel stays cut by it.
      window.scrollTo({ top: window.scrollY + top - REVEAL_MARGIN_PX });
    }
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [headingId, settled, identity, requests]);
  return request;
}
