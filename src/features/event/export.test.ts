import { describe, expect, it } from 'vitest';
import { eventLeverVariants } from './levers.ts';
import { translate } from '../../i18n/index.ts';
import { toCsv } from '../../ui/csv.ts';
import { eventCsvRows } from './export.ts';
import { DEFAULT_EVENT_INPUT } from './schema.ts';

const t = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
  translate('en', key, vars);

describe('eventCsvRows', () => {
  it('lists the total, every row, the levers and the scenarios in kg', () => {
    const [vegetarian] = eventLeverVariants({ ...DEFAULT_EVENT_INPUT, mealType: 'MEAT' });
    if (!vegetarian) throw new Error('expected a lever');
    const rows = eventCsvRows(
      {
        context: { date: '23 November 2026', service: 'Built-in sandbox', sandbox: true },
        calculation: {
          input: DEFAULT_EVENT_INPUT,
          result: {
            rows: [
              { originType: 'NATIONAL', participants: 80, emission: 1.5 },
              { originType: 'LOCAL', participants: 10, emission: 0.5 },
            ],
            totalEmission: 2,
          },
        },
        unit: 't',
        levers: [{ variant: vegetarian, status: 'success', kilograms: 1500 }],
        scenarios: [
          { id: 'a', input: DEFAULT_EVENT_INPUT, kilograms: 2000 },
          { id: 'b', input: { ...DEFAULT_EVENT_INPUT, participants: 40 }, kilograms: 1000 },
        ],
      },
      t,
    );
    const csv = toCsv(rows);
    expect(rows[0]).toEqual(['Emission Desk: event emissions']);
    expect(rows[1]).toEqual(['Exported', '23 November 2026']);
    expect(rows[2]).toEqual(['Service', 'Built-in sandbox']);
    expect(rows[3]?.[0]).toMatch(/illustrative/);
    const header = 6;
    expect(rows[header]).toContain('Emission (kg CO2e)');
    expect(rows[header + 1]).toEqual([
      'Result',
      'Total',
      'National',
      80,
      1,
      'Vegetarian',
      '80 × Vegetarian, 80 × Coffee break',
      2000,
      2000,
      25,
      undefined,
      undefined,
    ]);
    expect(rows).toHaveLength(header + 1 + 1 + 2 + 1 + 2);
    expect(csv).toContain('Result,Entry 2,Local,10,,,none,500,500');
    expect(csv).toContain('Lever,All meals vegetarian');
    expect(csv).toContain(',1500,1500,18.75,-500,-25');
    expect(csv).toContain('Scenario,Scenario 2,National,40,');
    expect(csv).toContain(',1000,1000,25,-1000,-50');
  });

  it('keeps the exact figure and adds the rounded one', () => {
    const rows = eventCsvRows(
      {
        context: { date: 'today', service: 'api.example.com', sandbox: false },
        calculation: {
          input: DEFAULT_EVENT_INPUT,
          result: { rows: [], totalEmission: 16.25 },
        },
        unit: 'kg',
        levers: [],
        scenarios: [],
      },
      t,
    );
    expect(rows.some((row) => String(row[0]).includes('illustrative'))).toBe(false);
    const total = rows.find((row) => row[1] === 'Total');
    expect(total?.slice(7, 9)).toEqual([16.25, 16.3]);
  });
});
