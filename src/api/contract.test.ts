import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { credentialHeaders } from './credentials.ts';
import {
  certificateSchema,
  emissionFigure,
  eventResultSchema,
  IMPLAUSIBLE_FIGURE_MESSAGE,
  MAX_EMISSION_FIGURE,
} from './contract.ts';

function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('emissionFigure', () => {
  it.each([0, 0.001, 1234.5, MAX_EMISSION_FIGURE])('accepts %s', (value) => {
    expect(z.safeParse(emissionFigure, value).success).toBe(true);
  });

  it.each([-0.5, -1e6, MAX_EMISSION_FIGURE * 10, 1e308, Infinity, Number.NaN, '12', true, null])(
    'refuses %s with the catalog key',
    (value) => {
      expect(messages(emissionFigure, value)).toEqual([IMPLAUSIBLE_FIGURE_MESSAGE]);
    },
  );

  it('keeps the plain message for a figure that is missing (a wrong shape)', () => {
    expect(messages(eventResultSchema, { rows: [] })).not.toContain(IMPLAUSIBLE_FIGURE_MESSAGE);
  });
});

describe('response schemas', () => {
  it('check every emission of an event result', () => {
    const row = { originType: 'LOCAL', emission: -3 };
    expect(messages(eventResultSchema, { rows: [row], totalEmission: 3 })).toEqual([
      IMPLAUSIBLE_FIGURE_MESSAGE,
    ]);
  });

  it('check the emission of a certificate when it has one', () => {
    expect(z.safeParse(certificateSchema, { id: 'x' }).success).toBe(true);
    expect(messages(certificateSchema, { id: 'x', emission: -12 })).toEqual([
      IMPLAUSIBLE_FIGURE_MESSAGE,
    ]);
  });
});

describe('credentialHeaders', () => {
  it('names each credential by its header and leaves out the empty ones', () => {
    expect(credentialHeaders({ apiKey: 'k', apiAuth: '', apiSecret: 's' })).toEqual({
      'x-api-key': 'k',
      'x-api-secret': 's',
    });
    expect(credentialHeaders({ apiKey: '', apiAuth: '', apiSecret: '' })).toEqual({});
  });
});
