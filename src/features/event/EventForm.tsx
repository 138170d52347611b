import { memo, useCallback, useMemo } from 'react';
import {
  useForm,
  useFormState,
  type FieldPath,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, MEAL_TYPES, ORIGIN_TYPES } from '../../api/contract.ts';
import type { EventInput } from '../../api/event.ts';
import { useT } from '../../i18n/index.ts';
import { localizedParams } from '../../i18n/validation.ts';
import { FieldError } from '../../ui/Field.tsx';
import { WholeNumberField } from '../../ui/WholeNumberField.tsx';
import { useUrlForm, type UrlInput } from '../../routing/useUrlForm.ts';
import { MealList } from './MealList.tsx';
import { useServiceFieldErrors } from '../../ui/useServiceFieldErrors.ts';
import { formControlOf } from './field-labels.ts';
import type { eventSearchSchema } from './route.ts';
import {
  acceptDraft,
  DEFAULT_EVENT_INPUT,
  eventFormSchema,
  eventUrlForm,
  toFormValues,
  type EventFormValues,
} from './schema.ts';

export const DRAFT_STORAGE_KEY = 'emission-desk.event.draft';

interface EventFormProps {
  /** The submitted input in the URL (the page's `useUrlInput`). */
  url: UrlInput<typeof eventSearchSchema, EventInput>;
  /** The failure of the submitted input's calculation: fields it names show its words. */
  serviceError?: unknown;
}

/**
 * The event's input. Shows what the URL holds; keeps what was typed but not submitted.
 *
 * This component holds the form; its fields are a memoized component of their own that reads the
 * form's state with `useFormState`. react-hook-form's `useForm` sets its own state once more in a
 * layout effect after the first commit (the form is "ready"), which renders the component that
 * calls it again at once, in the same task as the commit; so that this second render is a small
 * one, the fields do not take part in it.
 */
function EventFormHost({ url, serviceError }: EventFormProps) {
  const t = useT();
  const resolver = useMemo(
    // The form edits values that may be empty or NaN; the schema turns them into an EventInput.
    () =>
      zodResolver(eventFormSchema, localizedParams(t)) as unknown as Resolver<
        EventFormValues,
        unknown,
        EventInput
      >,
    [t],
  );
  const form = useForm<EventFormValues, unknown, EventInput>({
    defaultValues: eventUrlForm.valuesOf(url.search),
    resolver,
    // Errors appear on submit, then follow each change: a message that appeared on blur would
    // move the button away under the pointer between press and release.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const submit = useUrlForm(form, {
    spec: eventUrlForm,
    url,
    draftKey: DRAFT_STORAGE_KEY,
    acceptDraft,
  });
  const { input } = url;
  const controlOf = useCallback(
    (field: string) =>
      input ? (formControlOf(input, field) as FieldPath<EventFormValues> | undefined) : undefined,
    [input],
  );
  useServiceFieldErrors(form.setError, serviceError, controlOf);
  return <EventFormFields form={form} submit={submit} submitted={url.key !== ''} />;
}

interface EventFormFieldsProps {
  form: UseFormReturn<EventFormValues, unknown, EventInput>;
  submit: (input: EventInput) => void;
  /** Whether the URL holds a submitted input (what was typed then differs from it). */
  submitted: boolean;
}

const EventFormFields = memo(function EventFormFields({
  form,
  submit,
  submitted,
}: EventFormFieldsProps) {
  const t = useT();
  const { register, handleSubmit, reset, control } = form;
  const { errors, isDirty } = useFormState({ control });

  const origin = errors.originType?.message;
  const menu = errors.mealType?.message;

  return (
    <form
      className="event-form"
      noValidate
      aria-labelledby="event-form-title"
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <h2 id="event-form-title" className="visually-hidden">
        {t('event.form.title')}
      </h2>
      <fieldset className="card">
        <legend>{t('event.origin.legend')}</legend>
        <FieldError id="event-origin-error" message={origin} />
        <div className="choice-list origin-choices">
          {ORIGIN_TYPES.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                value={value}
                aria-describedby={origin ? 'event-origin-error' : undefined}
                {...register('originType')}
              />
              <span>
                <strong>{t(`event.origin.${value}`)}</strong>
                <span className="choice__hint">{t(`event.origin.${value}.hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="card">
        <legend>{t('event.form.title')}</legend>
        <div className="grid-2">
          <WholeNumberField
            label={t('event.participants')}
            hint={t('event.participants.hint', LIMITS.participants)}
            error={errors.participants?.message}
            control={control}
            name="participants"
          />
          <WholeNumberField
            label={t('event.nights')}
            hint={t('event.nights.hint', LIMITS.overnightStays)}
            error={errors.overnightStays?.message}
            control={control}
            name="overnightStays"
          />
        </div>
        <fieldset className="subfieldset" aria-describedby="event-menu-hint">
          <legend className="field__label">{t('event.menu.legend')}</legend>
          <p className="field__hint" id="event-menu-hint">
            {t('event.menu.hint')}
          </p>
          <FieldError id="event-menu-error" message={menu} />
          <div className="choice-row">
            {MEAL_TYPES.map((value) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  value={value}
                  aria-describedby={menu ? 'event-menu-error' : undefined}
                  {...register('mealType')}
                />
                <span>{t(`event.mealType.${value}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>

      <MealList form={form} />

      <div className="button-row event-form__actions">
        <button type="submit" className="button">
          {t('event.submit')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => reset(toFormValues(DEFAULT_EVENT_INPUT), { keepDefaultValues: true })}
        >
          {t('event.resetExample')}
        </button>
      </div>
      {isDirty && submitted ? (
        <p className="notice notice--warning" role="status">
          {t('event.unsubmitted')}
        </p>
      ) : null}
    </form>
  );
});

/** Renders again only when its input changes, not when a result arrives. */
export const EventForm = memo(EventFormHost);
