/**
 * The wiring both calculator pages share (event and hotel): the submitted input lives in the URL
 * (routing/useUrlForm.ts), its calculation is the page's query for that input, an earlier result
 * stays on screen, marked outdated, while the next one is calculated, and every new input
 * (Calculate, a lever, a scenario) brings its result into view when it arrives. React Query
 * dedupes and caches the requests: the same input asked twice is one request.
 */
import { useCallback, useMemo } from 'react';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useNavigate, useSearch } from '../routing/router.tsx';
import type { SearchSchema } from '../routing/search-params.ts';
import { useUrlInput, type UrlFormSpec, type UrlInput } from '../routing/useUrlForm.ts';
import { useKeepInput } from '../routing/last-input.ts';
import { useRevealResult } from '../lib/useRevealResult.ts';

export interface CalculatorPageSpec<
  S extends SearchSchema,
  V extends FieldValues,
  I,
  T,
  K extends QueryKey,
> {
  urlForm: UrlFormSpec<S, V, I>;
  /** The calculation's query for an input; idle (skipToken) while the URL holds none. */
  queryOf: (input: I | null) => UseQueryOptions<T, Error, T, K>;
  /** The id of the result's heading, brought into view and focused for a new input. */
  resultHeadingId: string;
}

export function useCalculatorPage<
  S extends SearchSchema,
  V extends FieldValues,
  I,
  T,
  K extends QueryKey,
>({ urlForm, queryOf, resultHeadingId }: CalculatorPageSpec<S, V, I, T, K>) {
  const navigate = useNavigate();
  const url = useUrlInput(
    urlForm,
    useSearch(urlForm.schema),
    // A new input on the same page keeps the scroll position; the result is brought into view.
    useCallback((search) => void navigate({ search }), [navigate]),
  );
  const { input } = url;
  const query = useQuery({ ...queryOf(input), placeholderData: keepPreviousData });
  // An idle query may still hand over an earlier result as placeholder: not without an input.
  const result = input ? query.data : undefined;
  const settled = result !== undefined && !query.isPlaceholderData;
  // A failure the query is about to ask again after (React Query's retry), while it waits.
  const waitReason = input && query.isFetching ? (query.failureReason ?? undefined) : undefined;
  // The calculator's link in the navigation opens this input again, its result from the cache
  // (routing/last-input.ts): only an input whose result came in, so that coming back calls nothing.
  useKeepInput(urlForm.name, url.search, url.state === 'ready' && settled);
  const reveal = useRevealResult(
    resultHeadingId,
    settled || (input !== null && query.isError),
    url.key,
  );
  const revealing: UrlInput<S, I> = useMemo(
    () => ({
      ...url,
      show: (next: I) => {
        const target = url.show(next);
        reveal(target);
        return target;
      },
    }),
    [url, reveal],
  );
  return {
    /** The URL's input, whose `show` also brings the result into view: for the form. */
    url: revealing,
    input,
    query,
    /** The result for the URL's input (an earlier one while the new one is calculated). */
    result,
    /** The result is the URL's input's own, not an earlier one. */
    settled,
    /** The failure the calculation waits to be asked again after (a limit's, say), if any. */
    waitReason,
    show: (next: I) => void revealing.show(next),
  };
}
