import { useForm, type FieldPath, type FieldValues } from 'react-hook-form';
import type { SearchSchema } from '../routing/search-params.ts';
import {
  URL_FORM_VALIDATION,
  useStartOver,
  useUrlForm,
  type UrlFormSpec,
  type UrlInput,
} from '../routing/useUrlForm.ts';
import { useFormResolver } from './useFormResolver.ts';
import { useServiceFieldErrors } from './useServiceFieldErrors.ts';

interface CalculatorFormOptions<V extends FieldValues> {
  serviceError: unknown;
  controlOf: ((field: string) => FieldPath<V> | undefined) | null;
}

/** Both calculators' forms, wired one way. */
export function useCalculatorForm<S extends SearchSchema, V extends FieldValues, I>(
  spec: UrlFormSpec<S, V, I>,
  url: UrlInput<S, I>,
  { serviceError, controlOf }: CalculatorFormOptions<V>,
) {
  const form = useForm<V, unknown, I>({
    defaultValues: spec.valuesOf(url.search),
    resolver: useFormResolver(spec.formSchema),
    ...URL_FORM_VALIDATION,
  });
  const submit = useUrlForm(form, spec, url);
  const startOver = useStartOver(form, spec, url);
  useServiceFieldErrors(form.setError, serviceError, controlOf);
  return { form, submit, startOver };
}
