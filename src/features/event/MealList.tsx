import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormState, type UseFormReturn } from 'react-hook-form';
import { LIMITS, MEAL_TYPES } from '../../api/contract.ts';
import type { EventInput } from '../../api/event.ts';
import { useT } from '../../i18n/index.ts';
import { Field, FieldError } from '../../ui/Field.tsx';
import { WholeNumberField } from '../../ui/WholeNumberField.tsx';
import type { EventFormValues } from './search.ts';

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
        onClick={() => {
          // A new meal is served to every participant unless the planner says otherwise.
          const participants = form.getValues('participants');
          append({
            mealCount: isCount(participants) ? participants : Number.NaN,
            mealType: 'VEGETARIAN',
          });
        }}
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

/** A count of people a row can serve: a whole number of at least one. */
function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

/**
 * Rows that serve every participant follow the participants at every keystroke, until typed in
 * with another count. While the participants field holds no count the rows keep theirs and keep
 * following: Backspace twice and two digits take 80 to 40 through 8 and an empty field, and the
 * rows end at 40. What it answers describes the rows until the meal list is changed by hand or the
 * form is reset.
 */
function useFollowParticipants(
  form: UseFormReturn<EventFormValues, unknown, EventInput>,
): { count: number; participants: number } | null {
  const { watch, getValues, setValue } = form;
  const [followed, setFollowed] = useState<{ count: number; participants: number } | null>(null);
  useEffect(() => {
    // The participants the following rows serve, and those rows (by index).
    let served = Number.NaN;
    let following = new Set<number>();
    const servingAll = () => {
      following = new Set(
        getValues('mealInfo').flatMap((meal, index) => (meal.mealCount === served ? [index] : [])),
      );
    };
    const settle = () => {
      const participants = getValues('participants');
      served = isCount(participants) ? participants : Number.NaN;
      servingAll();
    };
    settle();
    const subscription = watch((_values, { name, type }) => {
      if (name === undefined) {
        // A reset: a link, a draft, "Start over".
        setFollowed(null);
        settle();
        return;
      }
      if (name === 'mealInfo') {
        // A row added or removed: the rows move, the ones that serve everyone still do.
        setFollowed(null);
        servingAll();
        return;
      }
      const typedCount = /^mealInfo\.(\d+)\.mealCount$/.exec(name);
      if (name.startsWith('mealInfo.') && type === 'change') setFollowed(null);
      if (typedCount && type === 'change') {
        const index = Number(typedCount[1]);
        if (getValues(`mealInfo.${index}.mealCount`) === served) following.add(index);
        else following.delete(index);
        return;
      }
      if (name !== 'participants' || type !== 'change') return;
      const now = getValues('participants');
      if (!isCount(now)) return;
      served = now;
      following.forEach((index) => {
        setValue(`mealInfo.${index}.mealCount`, now, { shouldDirty: true, shouldValidate: true });
      });
      setFollowed(following.size > 0 ? { count: following.size, participants: now } : null);
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue]);
  return followed;
}
