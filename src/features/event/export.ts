/** The CSV export: the current result with its rows, its levers and the pinned scenarios. */
import type { CsvCell } from '../../lib/csv.ts';
import { byScreenOrder } from '../../lib/lever-order.ts';
import { roundShown, roundShownPerUnit } from '../../shared/figures.ts';
import type { EventCalculation, EventInput } from '../../api/event.ts';
import type { Translate } from '../../i18n/index.ts';
import { leverText, mealsLabel, originLabel, mealTypeLabel, scenarioNames } from './labels.ts';
import type { LeverState } from './useEventLevers.ts';
import type { Scenario } from './scenarios.ts';

/** What the export says about where its figures come from. */
export interface ExportContext {
  /** When the export was made, already written for the reader. */
  date: string;
  /** "Sandbox" or the host of the custom service. */
  service: string;
  /** Whether the figures come from the sandbox, and are illustrative. */
  sandbox: boolean;
}

interface ExportData {
  context: ExportContext;
  calculation: EventCalculation;
  /** The levers as the screen holds them (how to ask again is no concern of a file). */
  levers: Omit<LeverState, 'retry'>[];
  scenarios: Scenario[];
}

/** A figure per participant as the screen shows it beside its total, in kilograms. */
function perParticipant(total: number | undefined, participants: number): number | undefined {
  return total === undefined ? undefined : roundShownPerUnit(total, participants);
}

/** Kilograms as reported, without float noise (at most six decimals). */
function kg(value: number | undefined): number | undefined {
  return value === undefined ? undefined : Math.round(value * 1e6) / 1e6;
}

/** A change in percent as the screen writes it: one decimal, two significant digits below 1 %. */
function percent(value: number, baseline: number): number | undefined {
  if (baseline === 0) return undefined;
  const change = (value / baseline - 1) * 100;
  return Math.abs(change) < 1 ? Number(change.toPrecision(2)) : Math.round(change * 10) / 10;
}

function inputCells(input: EventInput, t: Translate): CsvCell[] {
  return [
    originLabel(input.originType, t),
    input.participants,
    input.overnightStays,
    mealTypeLabel(input.mealType, t),
    mealsLabel(input.mealInfo, t),
  ];
}

/** The file's heading: what it is, when and where from, then the table's column names. */
function headingRows(context: ExportContext, t: Translate): CsvCell[][] {
  return [
    [t('event.csv.title')],
    [t('event.csv.date'), context.date],
    [t('event.csv.service'), context.service],
    ...(context.sandbox ? [[t('event.csv.illustrative')]] : []),
    [t('event.csv.rounding')],
    [],
    [
      t('event.csv.section'),
      t('event.csv.name'),
      t('event.result.origin'),
      t('event.result.participants'),
      t('event.result.nights'),
      t('event.csv.menu'),
      t('event.result.meals'),
      t('event.csv.emission'),
      t('event.csv.emissionRounded'),
      t('event.csv.perParticipant'),
      t('event.csv.difference'),
      t('event.csv.differencePercent'),
    ],
  ];
}

/** The total, then each row of the result. */
function resultRows({ input, result }: EventCalculation, t: Translate): CsvCell[][] {
  const total = result.totalEmission;
  return [
    [
      t('event.csv.result'),
      t('event.csv.total'),
      ...inputCells(input, t),
      kg(total),
      roundShown(total),
      perParticipant(total, input.participants),
      undefined,
      undefined,
    ],
    ...result.rows.map((row, index) => [
      t('event.csv.result'),
      t('event.csv.row', { number: index + 1 }),
      originLabel(row.originType, t),
      row.participants,
      row.overnightStays,
      undefined,
      mealsLabel(row.mealInfo, t),
      kg(row.emission),
      roundShown(row.emission),
      undefined,
      undefined,
      undefined,
    ]),
  ];
}

/** Each lever in the order of the screen, with its difference to the total. */
function leverRows(data: ExportData, t: Translate): CsvCell[][] {
  const { input, result } = data.calculation;
  const total = result.totalEmission;
  return byScreenOrder(data.levers, total).map((lever) => {
    const value = lever.kilograms;
    return [
      t('event.csv.lever'),
      leverText(lever.variant, input, t).title,
      ...inputCells(lever.variant.input, t),
      kg(value),
      value === undefined ? undefined : roundShown(value),
      perParticipant(value, lever.variant.input.participants),
      kg(value === undefined ? undefined : value - total),
      value === undefined ? undefined : percent(value, total),
    ];
  });
}

/** Each scenario named as on the screen, with its difference to the first. */
function scenarioRows(scenarios: Scenario[], t: Translate): CsvCell[][] {
  const first = scenarios[0];
  const names = scenarioNames(scenarios, t);
  return scenarios.map((scenario, index) => [
    t('event.csv.scenario'),
    names[index],
    ...inputCells(scenario.input, t),
    kg(scenario.kilograms),
    roundShown(scenario.kilograms),
    perParticipant(scenario.kilograms, scenario.input.participants),
    first ? kg(scenario.kilograms - first.kilograms) : undefined,
    first ? percent(scenario.kilograms, first.kilograms) : undefined,
  ]);
}

/** Emissions in kilograms, exact and rounded as shown; derived figures only rounded as shown. */
export function eventCsvRows(data: ExportData, t: Translate): CsvCell[][] {
  return [
    ...headingRows(data.context, t),
    ...resultRows(data.calculation, t),
    ...leverRows(data, t),
    ...scenarioRows(data.scenarios, t),
  ];
}
