import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useT } from '../i18n/index.ts';
import { isApiError } from '../api/errors.ts';

/** `controlOf` must keep its identity while the submitted input does. */
export function useServiceFieldErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  error: unknown,
  controlOf: ((field: string) => FieldPath<V> | undefined) | null,
): void {
  const t = useT();
  useEffect(() => {
    if (!controlOf || !isApiError(error) || error.kind !== 'http') return;
    for (const issue of error.issues) {
      const control = controlOf(issue.field);
      if (!control) continue;
      setError(control, {
        type: 'service',
        message: issue.message
          ? t('error.field.service', { message: issue.message })
          : t('error.field.serviceNoWords'),
      });
    }
  }, [error, controlOf, setError, t]);
}
