import { useCallback } from 'react';
import type { FieldPath } from 'react-hook-form';
import { LIMITS, MEAL_TYPES, ORIGIN_TYPES } from '../../api/contract.ts';
import type { EventInput } from '../../api/event.ts';
import { useT } from '../../i18n/index.ts';
import { FieldError } from '../../ui/Field.tsx';
import { WholeNumberField } from '../../ui/WholeNumberField.tsx';
import type { UrlInput } from '../../routing/useUrlForm.ts';
import { useCalculatorForm } from '../../lib/useCalculatorForm.ts';
import { MealList } from './MealList.tsx';
import { formControlOf } from './field-labels.ts';
import type { eventSearchSchema } from './route.ts';
import { eventUrlForm, type EventFormValues } from './search.ts';

interface EventFormProps {
  /** The submitted input in the URL (the page's `useUrlInput`). */
  url: UrlInput<typeof eventSearchSchema, EventInput>;
  /** The failure of the submitted input's calculation: fields it names show its words. */
  serviceError?: unknown;
}

/**
 * The event's input. Shows what the URL holds; keeps what was typed but not submitted.
 */
export function EventForm({ url, serviceError }: EventFormProps) {
  const t = useT();
  const { input } = url;
  const controlOf = useCallback(
    (field: string) =>
      input ? (formControlOf(input, field) as FieldPath<EventFormValues> | undefined) : undefined,
    [input],
  );
  const { form, submit, startOver } = useCalculatorForm(eventUrlForm, url, {
    serviceError,
    controlOf,
  });
  const { register, handleSubmit, control, formState } = form;
  const { errors, isDirty } = formState;
  const submitted = url.key !== '';

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
        {/* Not the form's own title again: what this part of it asks. */}
        <legend>{t('event.form.size')}</legend>
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
        <button type="button" className="button button--ghost" onClick={startOver}>
          {t('common.startOver')}
        </button>
      </div>
      {isDirty && submitted ? (
        <p className="notice notice--warning" role="status">
          {t('event.unsubmitted')}
        </p>
      ) : null}
    </form>
  );
}
