import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormState, type UseFormReturn } from 'react-hook-form';
import { LIMITS, MEAL_TYPES } from '../../api/contract.ts';
import type { EventInput } from '../../api/event.ts';
import { useT } from '../../i18n/index.ts';
import { Field, FieldError } from '../../ui/Field.tsx';
import { WholeNumberField } from '../../ui/WholeNumberField.tsx';
import type { EventFormValues } from './schema.ts';

/** The meal list: rows of people served and meal type, added and removed freely. */
export function MealList({ form }: { form: UseFormReturn<EventFormValues, unknown, EventInput> }) {
  const t = useT();
  const { control, register } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'mealInfo' });
  const addButton = useRef<HTMLButtonElement>(null);
  const errors = useFormState({ control, name: 'mealInfo' }).errors.mealInfo;
  const listError = errors?.message ?? errors?.root?.message;
  const full = fields.length >= LIMITS.mealRows.max;
  const followed = useFollowParticipants(form);

  return (
    <fieldset className="card meal-list" aria-describedby="event-meals-hint">
      <legend>{t('event.meals.legend')}</legend>
      <p className="field__hint" id="event-meals-hint">
        {t('event.meals.hint', { max: LIMITS.mealRows.max })}
      </p>
      <FieldError message={listError} />
      <p className="field__hint" role="status" data-testid="meals-followed">
        {followed
          ? t('event.meals.followed', {
              count: followed.count,
              participants: t('event.result.participantCount', { count: followed.participants }),
            })
          : ''}
      </p>
      {fields.length === 0 ? <p className="meal-list__empty">{t('event.meals.empty')}</p> : null}
      <ol className="meal-list__rows">
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id} className="meal-row">
              <fieldset className="meal-row__fieldset">
                <legend className="meal-row__legend">{t('event.meals.row', { number })}</legend>
                <WholeNumberField
                  label={t('event.meals.count')}
                  error={errors?.[index]?.mealCount?.message}
                  className="meal-row__count"
                  control={control}
                  name={`mealInfo.${index}.mealCount`}
                />
                <Field
                  label={t('event.meals.type')}
                  error={errors?.[index]?.mealType?.message}
                  className="meal-row__type"
                >
                  {(control) => (
                    <select {...control} {...register(`mealInfo.${index}.mealType`)}>
                      {MEAL_TYPES.map((value) => (
                        <option key={value} value={value}>
                          {t(`event.mealType.${value}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <button
                  type="button"
                  className="button button--ghost button--small meal-row__remove"
                  aria-label={t('event.meals.removeLabel', { number })}
                  onClick={() => {
                    remove(index);
                    addButton.current?.focus();
                  }}
                >
                  {t('event.meals.remove')}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        className="button button--secondary button--small"
        disabled={full}
        aria-describedby={full ? 'event-meals-full' : undefined}
        onClick={() =>
          // A new meal is served to every participant unless the planner says otherwise.
          append({ mealCount: form.getValues('participants'), mealType: 'VEGETARIAN' })
        }
      >
        {t('event.meals.add')}
      </button>
      {full ? (
        <p className="field__hint" id="event-meals-full">
          {t('event.meals.full', { max: LIMITS.mealRows.max })}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Rows that served every participant keep serving every participant: when the planner changes the
 * number of participants, those rows follow it. Only typing does this; a form filled from a link
 * or a draft keeps its rows as they are. Answers what was last changed, for the status line, until
 * the planner changes the meal list by hand (a row typed in, added or removed) or the form is reset:
 * then the line no longer describes the rows.
 */
function useFollowParticipants(
  form: UseFormReturn<EventFormValues, unknown, EventInput>,
): { count: number; participants: number } | null {
  const { watch, getValues, setValue } = form;
  const previous = useRef(getValues('participants'));
  const [followed, setFollowed] = useState<{ count: number; participants: number } | null>(null);
  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      const before = previous.current;
      const now = values.participants;
      previous.current = now ?? Number.NaN;
      // A meal row typed in ("change"), a row added or removed (the whole list), a reset (no name).
      const mealsByHand =
        name === undefined ||
        name === 'mealInfo' ||
        (name.startsWith('mealInfo.') && type === 'change');
      if (mealsByHand) setFollowed(null);
      if (name !== 'participants' || type !== 'change') return;
      if (
        typeof now !== 'number' ||
        !Number.isInteger(now) ||
        now < 1 ||
        !Number.isInteger(before)
      ) {
        return;
      }
      let count = 0;
      getValues('mealInfo').forEach((meal, index) => {
        if (meal.mealCount === before) {
          setValue(`mealInfo.${index}.mealCount`, now, { shouldDirty: true, shouldValidate: true });
          count += 1;
        }
      });
      if (count > 0) setFollowed({ count, participants: now });
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue]);
  return followed;
}
