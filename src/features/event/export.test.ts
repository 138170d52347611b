import { beforeAll, describe, expect, it } from 'vitest';
import { eventLeverVariants } from './levers.ts';
import { loadLanguage, translate } from '../../i18n/index.ts';
import { csvDialect, toCsv } from '../../lib/csv.ts';
import { eventCsvRows } from './export.ts';
import { EVENT_DEFAULTS } from './search.ts';

beforeAll(() => loadLanguage('de'));

const t = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
  translate('en', key, vars);

describe('eventCsvRows', () => {
  it('lists the total, every row, the levers and the scenarios in kg', () => {
    const [vegetarian] = eventLeverVariants({ ...EVENT_DEFAULTS, mealType: 'MEAT' });
    if (!vegetarian) throw new Error('expected a lever');
    const rows = eventCsvRows(
      {
        context: { date: '23 November 2026', service: 'Built-in sandbox', sandbox: true },
        calculation: {
          input: EVENT_DEFAULTS,
          result: {
            rows: [
              { originType: 'NATIONAL', participants: 80, emission: 1500 },
              { originType: 'LOCAL', participants: 10, emission: 500 },
            ],
            totalEmission: 2000,
          },
        },
        levers: [{ variant: vegetarian, status: 'success', kilograms: 1500 }],
        scenarios: [
          { id: 'a', input: EVENT_DEFAULTS, kilograms: 2000 },
          { id: 'b', input: { ...EVENT_DEFAULTS, participants: 40 }, kilograms: 1000 },
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
    // Per participant rounded as on screen: 1,500 / 80 = 18.75 reads 18.8.
    expect(csv).toContain(',1500,1500,18.8,-500,-25');
    expect(csv).toContain('Scenario,Baseline,National,80,');
    expect(csv).toContain('Scenario,40 participants,National,40,');
    expect(csv).toContain(',1000,1000,25,-1000,-50');
  });

  it('keeps the exact figure and adds the rounded one', () => {
    const rows = eventCsvRows(
      {
        context: { date: 'today', service: 'api.example.com', sandbox: false },
        calculation: {
          input: EVENT_DEFAULTS,
          result: { rows: [], totalEmission: 16.25 },
        },
        levers: [],
        scenarios: [],
      },
      t,
    );
    expect(rows.some((row) => String(row[0]).includes('illustrative'))).toBe(false);
    const total = rows.find((row) => row[1] === 'Total');
    expect(total?.slice(7, 9)).toEqual([16.25, 16.3]);
  });

  it('lists the levers in the order of the screen, largest saving first', () => {
    const input = { ...EVENT_DEFAULTS, mealType: 'MEAT' as const, overnightStays: 2 };
    const variants = eventLeverVariants(input);
    const kilograms: Record<string, number> = {
      vegetarian: 1900,
      nearer: 1200,
      local: 600,
      hybrid: 1500,
      noNights: 1000,
      halfNights: 1400,
    };
    const rows = eventCsvRows(
      {
        context: { date: 'today', service: 'Built-in sandbox', sandbox: true },
        calculation: { input, result: { rows: [], totalEmission: 2000 } },
        levers: variants.map((variant) => ({
          variant,
          status: variant.id === 'nearer' ? 'error' : 'success',
          kilograms: variant.id === 'nearer' ? undefined : kilograms[variant.id],
        })),
        scenarios: [],
      },
      t,
    );
    const levers = rows.filter((row) => row[0] === 'Lever').map((row) => row[1]);
    expect(levers).toEqual([
      'All participants local',
      'No overnight stays',
      'Half the nights',
      'Hybrid event',
      'All meals vegetarian',
      'Participants from nearer',
    ]);
  });

  it('says what the rounded column is, and rounds it and the per-participant figure that way', () => {
    const rows = eventCsvRows(
      {
        context: { date: 'today', service: 'Built-in sandbox', sandbox: true },
        calculation: {
          input: { ...EVENT_DEFAULTS, participants: 3 },
          result: { rows: [], totalEmission: 1234.567 },
        },
        levers: [],
        scenarios: [],
      },
      t,
    );
    expect(
      rows.some((row) => /three significant digits in the unit shown/.test(String(row[0]))),
    ).toBe(true);
    const total = rows.find((row) => row[1] === 'Total');
    // 1,234.567 kg reads 1.23 t, so 1,230 kg; per participant 411.52… reads 411.5, as the
    // screen shows it: 412 × 3 = 1,236 kg would read 1.24 t, 411.5 × 3 = 1,234.5 kg reads 1.23 t.
    expect(total?.slice(7, 10)).toEqual([1234.567, 1230, 411.5]);
  });

  it('leaves out a lever that changes nothing for this event', () => {
    // French, International, 1,200 participants, a meat menu, and every participant with a listed
    // vegetarian meal: the menu feeds nobody, so "all meals vegetarian" gives the same total.
    const input = {
      ...EVENT_DEFAULTS,
      originType: 'INTERNATIONAL' as const,
      participants: 1200,
      overnightStays: 0,
      mealType: 'MEAT' as const,
      mealInfo: [{ mealCount: 1200, mealType: 'VEGETARIAN' as const }],
    };
    const variants = eventLeverVariants(input);
    const vegetarian = variants.find((variant) => variant.id === 'vegetarian');
    const local = variants.find((variant) => variant.id === 'local');
    if (!vegetarian || !local) throw new Error('expected both levers');
    const rows = eventCsvRows(
      {
        context: { date: 'today', service: 'Built-in sandbox', sandbox: true },
        calculation: { input, result: { rows: [], totalEmission: 2_000_000 } },
        levers: [
          { variant: vegetarian, status: 'success', kilograms: 2_000_000 },
          { variant: local, status: 'success', kilograms: 40_000 },
        ],
        scenarios: [],
      },
      t,
    );
    const levers = rows.filter((row) => row[0] === 'Lever').map((row) => row[1]);
    expect(levers).toEqual(['All participants local']);
    expect(rows.some((row) => row[0] === 'Lever' && row[10] === 0)).toBe(false);
  });

  it('writes a small change in percent as the screen does, not as 0.4', () => {
    const input = { ...EVENT_DEFAULTS, overnightStays: 2 };
    const [variant] = eventLeverVariants(input).filter((lever) => lever.id === 'halfNights');
    if (!variant) throw new Error('expected a lever');
    const rows = eventCsvRows(
      {
        context: { date: 'today', service: 'Built-in sandbox', sandbox: true },
        calculation: { input, result: { rows: [], totalEmission: 2000 } },
        levers: [{ variant, status: 'success', kilograms: 1991.4 }],
        scenarios: [],
      },
      t,
    );
    const lever = rows.find((row) => row[0] === 'Lever');
    // The screen reads "saves 8.6 kg CO₂e (0.43%)".
    expect(lever?.slice(10, 12)).toEqual([-8.6, -0.43]);
  });

  it('writes the German file with ";" between columns and "," for decimals', () => {
    const german = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
      translate('de', key, vars);
    const rows = eventCsvRows(
      {
        context: { date: 'heute', service: 'Eingebaute Sandbox', sandbox: true },
        calculation: {
          input: EVENT_DEFAULTS,
          result: { rows: [], totalEmission: 16.25 },
        },
        levers: [],
        scenarios: [],
      },
      german,
    );
    const line = toCsv(rows, csvDialect('de'))
      .split('\r\n')
      .find((row) => row.includes('16,25'));
    // Quoted: a spreadsheet set to "," would otherwise split each figure in two.
    // Per participant as the screen shows it: 0.20313 × 80 = 16.25 reads back as 16.3 (0.203 × 80
    // = 16.24 would read 16.2).
    expect(line?.split(';').slice(7, 10)).toEqual(['"16,25"', '"16,3"', '"0,20313"']);
  });
});
