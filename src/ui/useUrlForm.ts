/**
 * One pattern for a form whose submitted input lives in the URL (both calculators):
 *
 * - the page reads the URL once per change (`useUrlInput`): its search params, their identity, and
 *   the input they hold (one parse; none for the input the page wrote itself, which it already has);
 * - the form (`useUrlForm`) starts from the URL, follows it only when it changed from outside (back
 *   and forward, a lever, a pinned scenario), never from the URL it just wrote, names the errors of
 *   a URL with bad values, and keeps a draft of what was typed but not submitted (`useDraft`).
 *
 * A feature supplies one conversion each way: search params to form values (`valuesOf`), input to
 * search params (`searchOf`); its form schema turns values into an input (`inputOf`, and the form's
 * resolver, so a submit parses once).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { searchKey, type SearchOf, type SearchSchema } from './search-params.ts';
import { useDraft } from './useDraft.ts';

export interface UrlFormSpec<S extends SearchSchema, V extends FieldValues, I> {
  /** The feature's search schema (the page reads the URL with it, `useSearch` in router.tsx). */
  schema: S;
  /** The form's values for the URL's search params (the defaults when it holds no input). */
  valuesOf: (search: SearchOf<S>) => V;
  /** The search params for an input. */
  searchOf: (input: I) => SearchOf<S>;
  /** The input in the form's values, or null when they are not valid (the form schema). */
  inputOf: (values: V) => I | null;
}

export interface UrlInput<S extends SearchSchema, I> {
  search: SearchOf<S>;
  /** Identity of the submitted input in the URL ('' when there is none). */
  key: string;
  /** The valid input in the URL, or null. */
  input: I | null;
  state: 'idle' | 'ready' | 'invalid';
  /** Puts an input in the URL (a new history entry); returns the identity it will have. */
  show: (input: I) => string;
  /** The identity an input will have in the URL. */
  keyOf: (input: I) => string;
}

/** The page's side: the submitted input in the URL, and a way to put another one there. */
export function useUrlInput<S extends SearchSchema, V extends FieldValues, I>(
  spec: UrlFormSpec<S, V, I>,
  search: SearchOf<S>,
  navigate: (search: SearchOf<S>) => void,
): UrlInput<S, I> {
  const key = searchKey(spec.schema, search);
  const [written, setWritten] = useState<{ key: string; input: I } | null>(null);
  // The input this page just put in the URL is taken as it is; only other URLs are parsed.
  const handed = written?.key === key ? written.input : null;
  const parsed = useMemo(
    () => (handed !== null || !key ? null : spec.inputOf(spec.valuesOf(search))),
    [handed, key, search, spec],
  );
  const input = handed ?? parsed;
  const keyOf = useCallback((next: I) => searchKey(spec.schema, spec.searchOf(next)), [spec]);
  const show = useCallback(
    (next: I) => {
      const nextSearch = spec.searchOf(next);
      const nextKey = searchKey(spec.schema, nextSearch);
      setWritten({ key: nextKey, input: next });
      navigate(nextSearch);
      return nextKey;
    },
    [spec, navigate],
  );
  const state = input ? 'ready' : key ? 'invalid' : 'idle';
  // One object while nothing changes, so a memoized form does not render again for a result.
  return useMemo(
    () => ({ search, key, input, state, show, keyOf }),
    [search, key, input, state, show, keyOf],
  );
}

interface UrlFormOptions<S extends SearchSchema, V extends FieldValues, I> {
  spec: UrlFormSpec<S, V, I>;
  url: UrlInput<S, I>;
  /** Session storage key of the draft. */
  draftKey: string;
  /** Validates a stored draft's values; null ignores it. */
  acceptDraft: (values: unknown) => V | null;
}

/**
 * The form's side: follows the URL when it changed from outside, shows the errors of a bad URL,
 * keeps a draft. Returns the submit handler for the resolver's input.
 */
export function useUrlForm<S extends SearchSchema, V extends FieldValues, I>(
  form: UseFormReturn<V, unknown, I>,
  { spec, url, draftKey, acceptDraft }: UrlFormOptions<S, V, I>,
): (input: I) => void {
  const { key, search, state, show } = url;
  // The URL this form wrote, until the URL gets there; and the URL the form last showed.
  const wrote = useRef<string | null>(null);
  const shown = useRef<string | null>(null);
  const { reset, trigger, getValues } = form;

  useEffect(() => {
    if (shown.current === key) return;
    const first = shown.current === null;
    shown.current = key;
    if (!first) {
      // Its own submit: what the form holds is now the submitted input (no longer unsubmitted).
      // Anything else: show the URL's input.
      reset(wrote.current === key ? getValues() : spec.valuesOf(search));
    }
    wrote.current = null;
    if (state === 'invalid') void trigger(undefined, { shouldFocus: true });
  }, [key, search, state, spec, reset, trigger, getValues]);

  const draft = useDraft(draftKey, form, key, acceptDraft);

  return useCallback(
    (input: I) => {
      // What was typed is submitted now: back and forward must show each input, not this draft.
      draft.clear();
      const next = show(input);
      wrote.current = next === key ? null : next;
    },
    [draft, show, key],
  );
}

/**
 * How long a new input's address waits for its answer. An answer within it comes in the same
 * render as its address: React renders the page once per submit, not once for the address with
 * the answer pending and again for the answer (ADR 0008). A slower one shows its pending state
 * after it, well within what reads as at once.
 */
export const ANSWER_GRACE_MS = 100;

/** How a new input's request ended. */
export type Outcome = 'answered' | 'failed';

/**
 * The page's URL input, whose `show` first starts the new input's request (`request`, stable; the
 * page's query joins it), puts the input in the URL once the request has ended or after
 * `ANSWER_GRACE_MS`, whichever comes first, and then asks for its result to be brought into view
 * when it arrives (`reveal`, from useRevealResult). An input shown meanwhile takes its place.
 *
 * `failedBeforeShown` hears of the identity of an input whose request failed before its address
 * was shown (null for any other): the page's query must not send it again just because the page
 * now shows it (a query that failed and holds no answer is fetched again when the page's query
 * moves to it), so the page disables its query for it; its "Try again" still works.
 */
export function useShowingInput<S extends SearchSchema, I>(
  url: UrlInput<S, I>,
  request: (input: I) => Promise<Outcome>,
  reveal: (target: string) => void,
  failedBeforeShown: (target: string | null) => void,
): UrlInput<S, I> {
  const latest = useRef(0);
  return useMemo(
    () => ({
      ...url,
      show: (input: I) => {
        const turn = ++latest.current;
        const target = url.keyOf(input);
        let shown = false;
        const showIt = (outcome: Outcome | 'pending') => {
          if (shown || turn !== latest.current) return;
          shown = true;
          failedBeforeShown(outcome === 'failed' ? target : null);
          url.show(input);
          reveal(target);
        };
        void request(input).then(showIt);
        setTimeout(() => showIt('pending'), ANSWER_GRACE_MS);
        return target;
      },
    }),
    [url, request, reveal, failedBeforeShown],
  );
}
