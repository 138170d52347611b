/** Words for the event's values: origins, meal types, meal lists and one-line summaries. */
import { canonicalMealType, wireMealTypeSchema } from '../../api/contract.ts';
import type { EventInput } from '../../api/event.ts';
import type { LeverVariant } from './levers.ts';
import { isMessageKey, type Translate } from '../../i18n/index.ts';

/** An origin scope's name; a value the app does not know is shown as the service sent it. */
export function originLabel(value: string | undefined, t: Translate): string {
  if (value === undefined) return '–';
  const key = `event.origin.${value}`;
  return isMessageKey(key) ? t(key) : value;
}

/** A meal type's name, whichever spelling of the coffee break the service used. */
export function mealTypeLabel(value: string | undefined, t: Translate): string {
  if (value === undefined) return '–';
  const known = wireMealTypeSchema.options.find((option) => option === value);
  const key = `event.mealType.${known ? canonicalMealType(known) : value}`;
  return isMessageKey(key) ? t(key) : value;
}

/** "80 × Vegetarian, 80 × Coffee break", or "none". */
export function mealsLabel(
  meals: readonly { mealCount?: number; mealType?: string }[] | undefined,
  t: Translate,
): string {
  if (!meals || meals.length === 0) return t('event.result.noMeals');
  return meals
    .map((meal) => `${meal.mealCount ?? '–'} × ${mealTypeLabel(meal.mealType, t)}`)
    .join(', ');
}

/** "1 night", "3 nights". */
export function nightsLabel(count: number, t: Translate): string {
  return t('event.result.nightCount', { count });
}

/** A one-line description of an input. */
export function inputSummary(input: EventInput, t: Translate): string {
  return t('event.result.summary', {
    origin: originLabel(input.originType, t),
    participants: input.participants,
    nights: nightsLabel(input.overnightStays, t),
    menu: mealTypeLabel(input.mealType, t),
    meals: input.mealInfo.length ? mealsLabel(input.mealInfo, t) : t('event.result.noMealsListed'),
  });
}

/** A lever's title and what it changes, relative to the current input. */
export function leverText(
  variant: LeverVariant,
  current: EventInput,
  t: Translate,
): { title: string; description: string } {
  const from = originLabel(current.originType, t);
  switch (variant.id) {
    case 'vegetarian':
      return { title: t('event.lever.vegetarian'), description: t('event.lever.vegetarian.text') };
    case 'nearer':
      return {
        title: t('event.lever.nearer'),
        description: t('event.lever.nearer.text', {
          from,
          to: originLabel(variant.input.originType, t),
        }),
      };
    case 'local':
      return { title: t('event.lever.local'), description: t('event.lever.local.text', { from }) };
    case 'hybrid':
      return {
        title: t('event.lever.hybrid'),
        description: t('event.lever.hybrid.text', { participants: variant.input.participants }),
      };
    case 'noNights':
      return {
        title: t('event.lever.noNights'),
        description: t('event.lever.noNights.text', {
          nights: nightsLabel(current.overnightStays, t),
        }),
      };
    case 'halfNights':
      return {
        title: t('event.lever.halfNights'),
        description: t('event.lever.halfNights.text', {
          from: nightsLabel(current.overnightStays, t),
          to: nightsLabel(variant.input.overnightStays, t),
        }),
      };
  }
}
