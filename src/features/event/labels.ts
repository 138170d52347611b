/** Words for the event's values: origins, meal types, meal lists and one-line summaries. */
import { canonicalMealType, wireMealTypeSchema, type MealType } from '../../api/contract.ts';
import { normalizeEventInput, type EventInput } from '../../api/event.ts';
import { eventLeverVariants, type LeverVariant } from './levers.ts';
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

/** "80 × Vegetarian, 2,000 × Coffee break" (counts in the reader's format), or "none". */
export function mealsLabel(
  meals: readonly { mealCount?: number; mealType?: string }[] | undefined,
  t: Translate,
): string {
  if (!meals || meals.length === 0) return t('event.result.noMeals');
  return meals
    .map((meal) =>
      t('event.result.mealEntry', {
        count: meal.mealCount ?? '–',
        meal: mealTypeLabel(meal.mealType, t),
      }),
    )
    .join(', ');
}

/** "1 night", "3 nights". */
function nightsLabel(count: number, t: Translate): string {
  return t('event.result.nightCount', { count });
}

/** A one-line description of an input. */
export function inputSummary(input: EventInput, t: Translate): string {
  return t('event.result.summary', {
    origin: originLabel(input.originType, t),
    participants: t('event.result.participantCount', { count: input.participants }),
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

type Diet = Exclude<MealType, 'COFFEE_BREAK'>;

/** The one kind of food an event serves, coffee breaks aside, or undefined when it mixes them. */
function dietOf(input: EventInput): Diet | undefined {
  const kinds = new Set<MealType>([input.mealType, ...input.mealInfo.map((meal) => meal.mealType)]);
  kinds.delete('COFFEE_BREAK');
  const [only] = kinds;
  return kinds.size === 1 ? (only as Diet) : undefined;
}

/** Whether two events list the same meals; counts only matter when the participants are equal. */
function sameMeals(a: EventInput, b: EventInput): boolean {
  const counts = a.participants === b.participants;
  return (
    a.mealInfo.length === b.mealInfo.length &&
    a.mealInfo.every((meal, index) => {
      const other = b.mealInfo[index];
      return (
        other !== undefined &&
        meal.mealType === other.mealType &&
        (!counts || meal.mealCount === other.mealCount)
      );
    })
  );
}

/** What differs from the baseline, in the order of the form ("Regional, vegetarian"). */
function differences(input: EventInput, baseline: EventInput, t: Translate): string[] {
  // The hybrid lever's event (a quarter online, its meals following) is named as what it is, not
  // by a count of participants that reads as the event's name.
  const hybrid = eventLeverVariants(baseline).find((variant) => variant.id === 'hybrid');
  if (hybrid && hybrid.input.participants !== baseline.participants) {
    const same = JSON.stringify(normalizeEventInput(hybrid.input)) === JSON.stringify(input);
    if (same) return [t('event.scenarios.hybrid', { count: input.participants })];
  }
  const parts: string[] = [];
  if (input.originType !== baseline.originType) parts.push(originLabel(input.originType, t));
  if (input.participants !== baseline.participants) {
    parts.push(t('event.result.participantCount', { count: input.participants }));
  }
  if (input.overnightStays !== baseline.overnightStays) {
    parts.push(nightsLabel(input.overnightStays, t));
  }
  const menuChanged = input.mealType !== baseline.mealType;
  // Meal counts that follow the participants are said by the participants.
  const mealsChanged = !sameMeals(input, baseline);
  if (menuChanged || mealsChanged) {
    const diet = dietOf(input);
    if (diet && diet !== dietOf(baseline)) {
      parts.push(t(`event.scenarios.diet.${diet}`));
    } else {
      if (menuChanged) parts.push(t(`event.scenarios.menu.${input.mealType}`));
      if (mealsChanged) parts.push(t('event.scenarios.otherMeals'));
    }
  }
  return parts;
}

/** A pinned scenario as it is named: its input, and the input it is named against. */
export interface NamedScenario {
  input: EventInput;
  /** The first scenario pinned of the set; none for that one (the baseline). */
  reference?: EventInput;
}

/**
 * The names of pinned scenarios: the first pinned is the baseline, every other is named by what
 * differs from it ("Regional, vegetarian"), and by its number where that says nothing or repeats
 * a name. Each is named against the input it was pinned beside, so removing the baseline renames
 * none of the others.
 */
export function scenarioNames(scenarios: readonly NamedScenario[], t: Translate): string[] {
  const [first] = scenarios;
  const names = scenarios.map(({ input, reference }, index) => {
    // A stored scenario may have no reference: named against the first.
    const against = reference ?? (index === 0 ? undefined : first?.input);
    if (!against) return t('event.scenarios.first');
    const parts = differences(normalizeEventInput(input), normalizeEventInput(against), t);
    if (parts.length === 0) return t('event.scenarios.name', { number: index + 1 });
    const name = parts.join(', ');
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
  return names.map((name, index) =>
    names.indexOf(name) === names.lastIndexOf(name) ? name : `${name} (${index + 1})`,
  );
}
