/**
 * One pattern for a form whose submitted input lives in the URL (both calculators):
 *
 * - the page reads the URL once per change (`useUrlInput`): its search params, their identity, and
 *   the input they hold;
 * - the form (`useUrlForm`) starts from the URL, follows it only when it changed from outside (back
 *   and forward, a lever, a pinned scenario), never from the URL it just wrote, names the errors of
 *   a URL with bad values, and keeps a draft of what was typed but not submitted (`useDraft`).
 *
 * A feature supplies one conversion each way: search params to form values (`valuesOf`), input to
 * search params (`searchOf`); its form schema turns values into an input (`inputOf`, and the form's
 * resolver, so a submit parses once).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { searchKey, type SearchOf, type SearchSchema } from './search-params.ts';
import { draftKey, useDraft } from './useDraft.ts';
import { forgetInput } from './last-input.ts';
import { useNavigate } from './router.tsx';

export interface UrlFormSpec<S extends SearchSchema, V extends FieldValues, I> {
  /** The calculator's name, which names its draft (`draftKey`). */
  name: string;
  /** The feature's search schema (the page reads the URL with it, `useSearch` in router.tsx). */
  schema: S;
  /**
   * The form's values for the URL's search params (the defaults when it holds no input). Every
   * complete set of values is a form's defaults too: the type says so for react-hook-form.
   */
  valuesOf: (search: SearchOf<S>) => V & DefaultValues<V>;
  /** The search params for an input. */
  searchOf: (input: I) => SearchOf<S>;
  /** The input in the form's values, or null when they are not valid (the form schema). */
  inputOf: (values: V) => I | null;
  /**
   * The form schema, which the form's resolver applies: it reads whatever the form holds (an
   * empty choice, a count typed as text) and refuses what is not an input.
   */
  formSchema: z.ZodMiniType<I, V>;
  /** Reads a stored draft's values back as the form's. */
  draftSchema: z.ZodMiniType<V>;
}

/**
 * How both calculators' forms validate: errors appear on submit, then follow each change (a
 * message that appeared on blur would move the button away under the pointer between press and
 * release); a submit with errors focuses the first.
 */
export const URL_FORM_VALIDATION = {
  mode: 'onSubmit',
  reValidateMode: 'onChange',
  shouldFocusError: true,
} as const;

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
  const input = useMemo(
    () => (key ? spec.inputOf(spec.valuesOf(search)) : null),
    [key, search, spec],
  );
  const keyOf = useCallback((next: I) => searchKey(spec.schema, spec.searchOf(next)), [spec]);
  const show = useCallback(
    (next: I) => {
      const nextSearch = spec.searchOf(next);
      navigate(nextSearch);
      return searchKey(spec.schema, nextSearch);
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

/**
 * The form's side: follows the URL when it changed from outside, shows the errors of a bad URL,
 * keeps a draft. Returns the submit handler for the resolver's input.
 */
export function useUrlForm<S extends SearchSchema, V extends FieldValues, I>(
  form: UseFormReturn<V, unknown, I>,
  spec: UrlFormSpec<S, V, I>,
  url: UrlInput<S, I>,
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

  const draft = useDraft(draftKey(spec.name), form, key, spec.draftSchema);

  return useCallback(
    (input: I) => {
      // What was typed is submitted now: the draft is that input, so back and forward, which show
      // other inputs, leave it aside, and the page's own link shows it again.
      const next = show(input);
      draft.submitted(next);
      wrote.current = next === key ? null : next;
    },
    [draft, show, key],
  );
}

/**
 * "Start over": the form shows the example again, the kept input and the draft are forgotten
 * (last-input.ts), and the URL's input, if any, leaves for the bare page (its result with it), so
 * the calculator's link opens the example until something is calculated again.
 */
export function useStartOver<S extends SearchSchema, V extends FieldValues, I>(
  form: UseFormReturn<V, unknown, I>,
  spec: UrlFormSpec<S, V, I>,
  url: UrlInput<S, I>,
): () => void {
  const navigate = useNavigate();
  const { reset } = form;
  const submitted = url.key !== '';
  return useCallback(() => {
    reset(spec.valuesOf({}), { keepDefaultValues: true });
    // After the reset, which the draft follows: forgotten, so a reload shows the example too.
    forgetInput(spec.name);
    if (submitted) navigate({ search: {} });
  }, [reset, spec, submitted, navigate]);
}
