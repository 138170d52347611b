import { describe, expect, it } from 'vitest';
import {
  AnswerProblem,
  readCertificate,
  readCertificateAnswer,
  readCorrelationAnswer,
  readEventResult,
  readHotelAnswer,
  readMassUnit,
  unwrapEnvelope,
  withAbsoluteLinks,
  type AnswerContext,
} from './answers.ts';

const KG: AnswerContext = { baseUrl: 'https://api.example.com/v1', fallbackUnit: 'kg' };
const TONNES: AnswerContext = { ...KG, fallbackUnit: 't' };
/** The certificates of a correlation answer, each of which must have been read. */
const correlation = (answer: unknown) =>
  readCorrelationAnswer(answer, KG).map((entry) => {
    if (!entry.certificate) throw new Error(`refused: ${JSON.stringify(entry.refusal)}`);
    return entry.certificate;
  });

const berlin = {
  id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
  correlation: 'DEMO-BERLIN-2026',
  name: 'Sustainability Summit Berlin',
  emission: 81.2,
};
const paris = {
  id: '8a1d2e3f-4b5c-4d6e-8f70-9a1b2c3d4e5f',
  correlation: 'DEMO-BERLIN-2026',
  name: 'Product Launch Paris',
};

/** The problem a reader throws, for its key and params. */
function problemOf(read: () => unknown): AnswerProblem {
  try {
    read();
  } catch (error) {
    if (error instanceof AnswerProblem) return error;
    throw error;
  }
  throw new Error('the answer was read');
}

describe('readMassUnit', () => {
  it.each([
    ['kg', 'kg'],
    ['KG', 'kg'],
    ['kg CO2e', 'kg'],
    ['kgCO₂e', 'kg'],
    ['t', 't'],
    ['tCO2e', 't'],
    ['T CO₂E', 't'],
    ['tonnes', 't'],
    ['g', 'g'],
    ['g CO2e', 'g'],
    ['kilograms', 'kg'],
    ['kg_co2e', 'kg'],
    ['KG_CO2E', 'kg'],
    ['kilograms CO2-e', 'kg'],
    ['Tonnes CO₂e', 't'],
    ['metric tonnes', 't'],
    ['kg CO₂‑e', 'kg'],
  ])('reads %s as %s', (text, unit) => {
    expect(readMassUnit(text)).toBe(unit);
  });

  it.each(['lbs', 'ton', 'tons', 'mt', '', 'kWh', 'kg/night'])('does not read %s', (text) => {
    expect(readMassUnit(text)).toBeUndefined();
  });
});

describe('unwrapEnvelope', () => {
  it('reads the answer inside { data } and its usual companions', () => {
    expect(unwrapEnvelope({ data: berlin })).toEqual(berlin);
    expect(unwrapEnvelope({ data: 12, meta: { took: 3 } })).toBe(12);
    expect(unwrapEnvelope({ data: { data: [berlin] } })).toEqual([berlin]);
  });

  it('leaves an object with fields of its own beside data as it is', () => {
    const answer = { data: { x: 1 }, totalEmission: 3 };
    expect(unwrapEnvelope(answer)).toBe(answer);
    expect(unwrapEnvelope([berlin])).toEqual([berlin]);
  });
});

describe('readCertificateAnswer', () => {
  it('converts a figure from the unit stated beside it, whatever the setting', () => {
    const answer = { data: { ...berlin, emission: 0.18765, emissionUnit: 't' } };
    expect(readCertificateAnswer(answer, KG).emission).toBeCloseTo(187.65, 9);
    expect(
      readCertificateAnswer({ ...berlin, emission: 81200, unit: 'g CO2e' }, TONNES).emission,
    ).toBeCloseTo(81.2, 9);
    expect(
      readCertificateAnswer({ ...berlin, emission: { value: 0.5, unit: 't' } }, KG).emission,
    ).toBe(500);
  });

  it('applies the unit setting only where the answer states none', () => {
    expect(readCertificateAnswer(berlin, TONNES).emission).toBe(81_200);
    expect(readCertificateAnswer(berlin, KG).emission).toBe(81.2);
  });

  it('refuses a unit it cannot convert, naming it', () => {
    const problem = problemOf(() => readCertificateAnswer({ ...berlin, emissionUnit: 'lbs' }, KG));
    expect(problem.messageKey).toBe('error.contract.unit');
    expect(problem.params).toEqual({ unit: 'lbs' });
  });

  it('refuses an answer that holds none of the certificate fields', () => {
    for (const answer of [{ data: { status: 'archived' } }, { status: 'archived' }]) {
      expect(problemOf(() => readCertificateAnswer(answer, KG)).messageKey).toBe(
        'error.contract.notCertificate',
      );
    }
  });

  it('refuses an answer that is no object as of an unexpected shape', () => {
    for (const answer of [[], 'text', 12]) {
      expect(problemOf(() => readCertificateAnswer(answer, KG)).messageKey).toBe('error.contract');
    }
  });

  it('reads a figure sent as a decimal string as that number, in its stated unit', () => {
    expect(readCertificateAnswer({ ...berlin, emission: '187.65' }, KG).emission).toBe(187.65);
    expect(readCertificateAnswer({ ...berlin, emission: '1200' }, KG).emission).toBe(1200);
    expect(
      readCertificateAnswer({ ...berlin, emission: '0.18765', emissionUnit: 'tonnes' }, KG)
        .emission,
    ).toBe(187.65);
    expect(
      readCertificateAnswer({ ...berlin, emission: '1.5e2', emissionUnit: 'kg CO₂e' }, KG).emission,
    ).toBe(150);
  });

  it('refuses a figure whose text is no number, quoting it', () => {
    for (const text of ['1,234', '12 kg', '', ' 12', '12.', '+12', '0x1F', 'NaN']) {
      const problem = problemOf(() => readCertificateAnswer({ ...berlin, emission: text }, KG));
      expect(problem.messageKey).toBe('error.contract.figureText');
      expect(problem.params).toEqual({ value: text });
      expect(problem.path).toEqual(['emission']);
    }
  });

  it('refuses a negative decimal string as a figure it cannot trust', () => {
    expect(
      problemOf(() => readCertificateAnswer({ ...berlin, emission: '-0.5' }, KG)).messageKey,
    ).toBe('error.contract.figure');
  });

  it('reads counts sent as decimal strings, and refuses one that is no number', () => {
    const read = readCertificateAnswer({ ...berlin, numberOfPeople: '2', days: '3' }, KG);
    expect(read).toMatchObject({ numberOfPeople: 2, days: 3 });
    expect(problemOf(() => readCertificateAnswer({ ...berlin, days: 'three' }, KG)).params).toEqual(
      { value: 'three' },
    );
  });

  it('leaves out a figure the service states as null, for "not stated"', () => {
    const read = readCertificateAnswer({ ...berlin, emission: null }, KG);
    expect(read).not.toHaveProperty('emission');
    expect(read.name).toBe(berlin.name);
  });

  it('resolves file links against the base URL, absolute ones kept', () => {
    const certificate = readCertificateAnswer(
      {
        ...berlin,
        certificateUrl: '/emission-service/v1/files/1.pdf',
        certificateFacebookUrl: 'files/1-facebook.jpg',
        certificateTwitterUrl: 'https://cdn.example.org/1.jpg',
        certificateLinkedinUrl: 'javascript:alert(1)',
      },
      { ...KG, baseUrl: 'https://svc.example.com/emission-service/v1' },
    );
    expect(certificate.certificateUrl).toBe(
      'https://svc.example.com/emission-service/v1/files/1.pdf',
    );
    expect(certificate.certificateFacebookUrl).toBe(
      'https://svc.example.com/emission-service/v1/files/1-facebook.jpg',
    );
    expect(certificate.certificateTwitterUrl).toBe('https://cdn.example.org/1.jpg');
    // Absolute, and left for the page to refuse: only http and https become links.
    expect(certificate.certificateLinkedinUrl).toBe('javascript:alert(1)');
  });

  it('converts without binary noise', () => {
    const answer = { ...berlin, emission: { value: 0.1218, unit: 't' } };
    expect(readCertificateAnswer(answer, KG).emission).toBe(121.8);
  });

  it('leaves text that is no path, and paths with no base to resolve against, as they are', () => {
    const text = readCertificateAnswer({ ...berlin, certificateUrl: 'not a url at all' }, KG);
    expect(text.certificateUrl).toBe('not a url at all');
    const answer = { ...berlin, certificateUrl: '/files/1.pdf' };
    expect(readCertificateAnswer(answer, { ...KG, baseUrl: '' }).certificateUrl).toBe(
      '/files/1.pdf',
    );
  });
});

describe('withAbsoluteLinks', () => {
  it('resolves the links of every certificate however the answer nests them', () => {
    const answer = { data: { items: [{ ...berlin, certificateUrl: '/s/files/1.pdf' }] } };
    expect(withAbsoluteLinks(answer, 'https://svc.example.com/s')).toEqual({
      data: { items: [{ ...berlin, certificateUrl: 'https://svc.example.com/s/files/1.pdf' }] },
    });
  });
});

describe('readEventResult', () => {
  it('reads rows and total in the units they state, in an envelope', () => {
    const result = readEventResult(
      {
        data: {
          rows: [
            { participants: 80, emission: 0.0412, unit: 'tCO2e' },
            { participants: 80, emission: 12_000, emissionUnit: 'g' },
          ],
          totalEmission: { value: 0.0532, unit: 't' },
        },
      },
      KG,
    );
    expect(result.rows.map((row) => row.emission)).toEqual([41.2, 12]);
    expect(result.totalEmission).toBeCloseTo(53.2, 9);
  });

  it('gives rows the unit the answer states beside them, else the setting', () => {
    const stated = readEventResult({ rows: [{ emission: 2 }], totalEmission: 2, unit: 't' }, KG);
    expect(stated.rows[0]?.emission).toBe(2000);
    expect(stated.totalEmission).toBe(2000);
    const unstated = readEventResult({ rows: [{ emission: 2 }], totalEmission: 2 }, TONNES);
    expect(unstated.totalEmission).toBe(2000);
  });

  it('reads rows and total sent as decimal strings', () => {
    const result = readEventResult(
      {
        rows: [{ participants: 80, emission: '3000.25' }, { emission: '60.25' }],
        totalEmission: '3060.5',
        emissionUnit: 'kg_co2e',
      },
      KG,
    );
    expect(result.rows.map((row) => row.emission)).toEqual([3000.25, 60.25]);
    expect(result.totalEmission).toBe(3060.5);
  });

  it('refuses a row whose figure is text that is no number, quoting it', () => {
    const problem = problemOf(() =>
      readEventResult({ rows: [{ emission: '12 kg' }], totalEmission: '12' }, KG),
    );
    expect(problem).toMatchObject({
      messageKey: 'error.contract.figureText',
      path: ['rows', 0, 'emission'],
      params: { value: '12 kg' },
    });
  });

  it('refuses an unknown unit and an implausible figure', () => {
    expect(
      problemOf(() => readEventResult({ rows: [], totalEmission: 3, unit: 'lbs' }, KG)).messageKey,
    ).toBe('error.contract.unit');
    expect(
      problemOf(() => readEventResult({ rows: [], totalEmission: { value: -1, unit: 'kg' } }, KG))
        .messageKey,
    ).toBe('error.contract.figure');
  });
});

describe('readHotelAnswer', () => {
  it.each([
    [87.4, 87.4, 'body'],
    [{ totalEmission: 12.5, emission: 3 }, 12.5, 'totalEmission'],
    [{ emission: 63.5, unit: 'kg CO2e' }, 63.5, 'emission'],
    [{ data: { emission: { value: 0.1218, unit: 't' } } }, 121.8, 'emission'],
    [{ rows: [{ emission: 10 }, { emission: 2.5 }] }, 12.5, 'rows'],
    [{ result: { totalEmission: 1 }, totalEmission: 1 }, 1, 'totalEmission'],
    [{ totalEmission: '12.18', emissionUnit: 'kgCO2e' }, 12.18, 'totalEmission'],
    [{ emission: { value: '0.1218', unit: 'tonnes' } }, 121.8, 'emission'],
    [{ rows: [{ emission: '10' }, { emission: '2.5' }] }, 12.5, 'rows'],
    ['87.4', 87.4, 'body'],
  ])('reads the headline of %j as %f kg from %s', (answer, kilograms, source) => {
    const read = readHotelAnswer(answer, KG);
    expect(read.kilograms).toBeCloseTo(kilograms, 9);
    expect(read.source).toBe(source);
  });

  it('applies the unit setting only where the answer states none', () => {
    expect(readHotelAnswer(0.5, TONNES).kilograms).toBe(500);
    expect(readHotelAnswer({ emission: 500, unit: 'kg' }, TONNES).kilograms).toBe(500);
  });

  it('finds no headline where the answer has none, and keeps the answer for its details', () => {
    const read = readHotelAnswer({ status: 'ok', value: 42 }, KG);
    expect(read.kilograms).toBeUndefined();
    expect(read.answer).toEqual({ status: 'ok', value: 42 });
    expect(
      readHotelAnswer({ rows: [{ emission: 10 }, { nights: 2 }] }, KG).kilograms,
    ).toBeUndefined();
  });

  it('refuses figures it cannot trust and units it cannot convert', () => {
    expect(problemOf(() => readHotelAnswer({ emission: '12 kg' }, KG)).messageKey).toBe(
      'error.contract.figureText',
    );
    expect(problemOf(() => readHotelAnswer({ emission: true }, KG)).messageKey).toBe(
      'error.contract.figure',
    );
    expect(problemOf(() => readHotelAnswer({ totalEmission: -1 }, KG)).messageKey).toBe(
      'error.contract.figure',
    );
    expect(problemOf(() => readHotelAnswer(1e308, TONNES)).messageKey).toBe(
      'error.contract.figure',
    );
    expect(
      problemOf(() => readHotelAnswer({ emission: { value: 3, unit: 'lbs' } }, KG)).params,
    ).toEqual({
      unit: 'lbs',
    });
    expect(problemOf(() => readHotelAnswer(['unexpected'], KG)).messageKey).toBe('error.contract');
  });
});

describe('readCorrelationAnswer', () => {
  it('reads a single certificate', () => {
    expect(correlation(berlin)).toEqual([berlin]);
  });

  it('reads an array of certificates', () => {
    expect(correlation([berlin, paris])).toEqual([berlin, paris]);
  });

  it('reads an empty array as no certificate', () => {
    expect(correlation([])).toEqual([]);
  });

  it.each(['items', 'certificates', 'data', 'results', 'content', 'somethingElse'])(
    'reads an array wrapped under %s',
    (key) => {
      expect(correlation({ total: 2, [key]: [berlin, paris] })).toEqual([berlin, paris]);
    },
  );

  it('prefers a known wrapper key over other arrays', () => {
    const answer = { links: [{ id: 'x', name: 'not a certificate list' }], items: [berlin] };
    expect(correlation(answer)).toEqual([berlin]);
  });

  it('skips arrays that hold no certificate', () => {
    const answer = { tags: ['a', 'b'], results: [paris] };
    expect(correlation(answer)).toEqual([paris]);
  });

  it('reads a wrapper nested in another object', () => {
    expect(correlation({ data: { items: [berlin] } })).toEqual([berlin]);
  });

  it('reads a single certificate wrapped under a key', () => {
    expect(correlation({ certificate: berlin })).toEqual([berlin]);
  });

  it('reads an empty wrapped array as no certificate', () => {
    expect(correlation({ items: [], total: 0 })).toEqual([]);
  });

  it('refuses an answer that holds no certificate, rather than reading it as none', () => {
    for (const answer of [{ status: 'ok' }, null, 'text']) {
      expect(() => correlation(answer)).toThrow(AnswerProblem);
    }
  });

  it('leaves out entries of an array that are not certificates', () => {
    expect(correlation([berlin, 'noise', 3, null, { foo: 1 }])).toEqual([berlin]);
  });

  it('keeps unknown fields of a certificate', () => {
    const [first] = correlation([{ ...berlin, hotel: 'Adlon' }]);
    expect(first).toMatchObject({ hotel: 'Adlon' });
  });
});

describe('readCertificate', () => {
  it('is the one reading: a list’s certificate is refused in the words a read by id gets', () => {
    for (const bad of [{ emission: '1,234' }, { emission: 'lots' }, { emissionUnit: 'lbs' }]) {
      const byId = problemOf(() => readCertificateAnswer({ ...berlin, ...bad }, KG));
      const [good, refused] = readCorrelationAnswer(
        { results: [paris, { ...berlin, ...bad }] },
        KG,
      );
      expect(good).toEqual({ certificate: paris });
      expect(refused).toEqual({
        refusal: {
          messageKey: byId.messageKey,
          params: { ...byId.params, fields: byId.path.join('.') },
        },
        id: berlin.id,
        name: berlin.name,
      });
      // A list with no certificate the app can read is refused as a read by id of its first.
      const alone = problemOf(() =>
        readCorrelationAnswer({ results: [{ ...berlin, ...bad }] }, KG),
      );
      expect(alone).toMatchObject({
        messageKey: byId.messageKey,
        params: byId.params,
        path: byId.path,
      });
    }
  });

  it('refuses a field of the wrong type instead of dropping it', () => {
    expect(() => readCertificate({ ...berlin, guestName: 42 }, KG)).toThrow();
    expect(() => readCorrelationAnswer([{ ...berlin, breakfast: 'yes' }], KG)).toThrow();
  });

  it('reads the figures of a paginated list sent as decimal strings', () => {
    const list = correlation({
      count: 2,
      next: null,
      previous: null,
      results: [
        { ...berlin, emission: '187.65', emissionUnit: 'kg_co2e' },
        { ...paris, emission: '0.5', emissionUnit: 'tCO2e' },
      ],
    });
    expect(list.map((certificate) => certificate.emission)).toEqual([187.65, 500]);
  });
});
