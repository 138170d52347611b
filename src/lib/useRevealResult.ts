import { useCallback, useEffect, useRef, useState } from 'react';

/** Room left above a revealed heading, in CSS pixels. */
const REVEAL_MARGIN_PX = 8;

/**
 * Brings a result into view once it is there, after the person asked for it (Calculate, a lever,
 * a scenario): on a phone the result is far below the form. The result's heading takes the focus,
 * so a screen reader announces where the person now is; the page does not move when the heading is
 * already in view.
 *
 * `request(target)` marks that the result of the input with identity `target` is to be revealed;
 * `settled` says a result has arrived (or failed); `identity` is the input on screen. Waiting for
 * the target keeps the page from scrolling to the previous result while the layout still changes.
 */
export function useRevealResult(
  headingId: string,
  settled: boolean,
  identity: string,
): (target: string) => void {
  const pending = useRef<string | null>(null);
  // A request for the same input (already on screen) changes nothing else: count the requests.
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
      // A little room above the heading: brought flush to the top edge, a heading laid out at a
      // fraction of a pixel would stay cut by that fraction.
      window.scrollTo({ top: window.scrollY + top - REVEAL_MARGIN_PX });
    }
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [headingId, settled, identity, requests]);
  return request;
}
