import { useEffect } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { EventInput } from '../../api/event.ts';
import { useT } from '../../i18n/index.ts';
import { isServiceFailure } from '../../ui/describe-error.ts';
import { formIssuesOf } from './field-labels.ts';
import type { EventFormValues } from './schema.ts';

/**
 * Shows the fields a service refused as the form's own errors, each at the control the planner
 * sees (a meal row of the sorted request at its row in the form). They go the way of any error:
 * the next change of the field or the next submit checks it again.
 */
export function useServiceFieldErrors(
  form: UseFormReturn<EventFormValues, unknown, EventInput>,
  error: unknown,
  entered: EventInput | null,
): void {
  const t = useT();
  const { setError } = form;
  useEffect(() => {
    if (!entered || !isServiceFailure(error) || error.kind !== 'http') return;
    for (const issue of formIssuesOf(entered, error.issues ?? [])) {
      setError(issue.path as FieldPath<EventFormValues>, {
        type: 'service',
        message: issue.message
          ? t('error.field.service', { message: issue.message })
          : t('error.field.serviceNoWords'),
      });
    }
  }, [error, entered, setError, t]);
}
