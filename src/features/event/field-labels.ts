/**
 * The labels under which the planner sees the fields a service names by their path. A service's
 * `mealInfo.1` is an index into the meal list as sent, which is sorted (sentMealOrder), so it is
 * traced back to the row of the form, where the planner sees it as "Meal 3".
 */
import { sentMealOrder, type EventInput } from '../../api/event.ts';
import type { MessageKey, Translate } from '../../i18n/index.ts';
import type { FieldLabeller } from '../../lib/describe-error.ts';

const TOP_FIELDS: Readonly<Record<string, MessageKey>> = {
  originType: 'event.result.origin',
  participants: 'event.participants',
  overnightStays: 'event.nights',
  mealType: 'event.menu.legend',
  mealInfo: 'event.meals.legend',
};

const MEAL_FIELDS: Readonly<Record<string, MessageKey>> = {
  mealCount: 'event.meals.count',
  mealType: 'event.meals.type',
};

/** Where a service's path to a meal row points in the form: the row's index as entered. */
export function formPathOf(entered: EventInput, field: string): string | undefined {
  const meal = /^mealInfo\.(\d+)(?:\.(mealCount|mealType))?$/.exec(field);
  if (!meal) return Object.hasOwn(TOP_FIELDS, field) ? field : undefined;
  const row = sentMealOrder(entered)[Number(meal[1])];
  if (row === undefined) return undefined;
  return meal[2] ? `mealInfo.${row}.${meal[2]}` : `mealInfo.${row}`;
}

/** The labeller of an event's fields, for the input as the planner entered it. */
export function eventFieldLabeller(entered: EventInput, t: Translate): FieldLabeller {
  return (field) => {
    const path = formPathOf(entered, field);
    if (!path) return undefined;
    const top = TOP_FIELDS[path];
    if (top) return t(top);
    const [, row, name] = path.split('.');
    const rowLabel = t('event.meals.row', { number: Number(row) + 1 });
    const key = name === undefined ? undefined : MEAL_FIELDS[name];
    return key ? t('event.meals.rowField', { row: rowLabel, field: t(key) }) : rowLabel;
  };
}

/**
 * The form's control for a service's field path (a meal row of the sorted request at its row in
 * the form), or undefined where there is none: a whole row or the whole list has no control of
 * its own, and the result's panel names it.
 */
export function formControlOf(entered: EventInput, field: string): string | undefined {
  const path = formPathOf(entered, field);
  return path && /^(?!mealInfo$)(mealInfo\.\d+\.)?\w+$/.test(path) ? path : undefined;
}
