import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useT } from '../i18n/index.ts';
import { isApiError } from '../api/errors.ts';

/**
 * Shows the fields a service refused as the form's own errors, each at the control the reader
 * sees, with the service's words quoted. `controlOf` names the form's control for a service's
 * field path (undefined: none; the result's panel still names it), and must keep its identity
 * while the submitted input does. The errors go the way of any other: the next change of the
 * field or the next submit checks it again.
 */
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
