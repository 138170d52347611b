import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConnection } from '../test/connection.ts';
import {
  certificateByCorrelationQuery,
  certificateByIdQuery,
  certificateKeys,
  certificatesFromCorrelation,
  toCertificate,
} from './certificates.ts';

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

describe('certificatesFromCorrelation', () => {
  it('reads a single certificate', () => {
    expect(certificatesFromCorrelation(berlin)).toEqual([berlin]);
  });

  it('reads an array of certificates', () => {
    expect(certificatesFromCorrelation([berlin, paris])).toEqual([berlin, paris]);
  });

  it('reads an empty array as no certificate', () => {
    expect(certificatesFromCorrelation([])).toEqual([]);
  });

  it.each(['items', 'certificates', 'data', 'results', 'content', 'somethingElse'])(
    'reads an array wrapped under %s',
    (key) => {
      expect(certificatesFromCorrelation({ total: 2, [key]: [berlin, paris] })).toEqual([
        berlin,
        paris,
      ]);
    },
  );

  it('prefers a known wrapper key over other arrays', () => {
    const answer = { links: [{ id: 'x', name: 'not a certificate list' }], items: [berlin] };
    expect(certificatesFromCorrelation(answer)).toEqual([berlin]);
  });

  it('skips arrays that hold no certificate', () => {
    const answer = { tags: ['a', 'b'], results: [paris] };
    expect(certificatesFromCorrelation(answer)).toEqual([paris]);
  });

  it('reads a wrapper nested in another object', () => {
    expect(certificatesFromCorrelation({ data: { items: [berlin] } })).toEqual([berlin]);
  });

  it('reads a single certificate wrapped under a key', () => {
    expect(certificatesFromCorrelation({ certificate: berlin })).toEqual([berlin]);
  });

  it('reads an empty wrapped array as no certificate', () => {
    expect(certificatesFromCorrelation({ items: [], total: 0 })).toEqual([]);
  });

  it('finds nothing in an object without certificates', () => {
    expect(certificatesFromCorrelation({ status: 'ok' })).toEqual([]);
    expect(certificatesFromCorrelation(null)).toEqual([]);
    expect(certificatesFromCorrelation('text')).toEqual([]);
  });

  it('leaves out entries of an array that are not certificates', () => {
    expect(certificatesFromCorrelation([berlin, 'noise', 3, null, { foo: 1 }])).toEqual([berlin]);
  });

  it('keeps unknown fields of a certificate', () => {
    const [first] = certificatesFromCorrelation([{ ...berlin, hotel: 'Adlon' }]);
    expect(first).toMatchObject({ hotel: 'Adlon' });
  });
});

describe('toCertificate', () => {
  it('drops a field of the wrong type and keeps the rest', () => {
    expect(toCertificate({ ...berlin, emission: '81.2', days: 'three' })).toEqual({
      id: berlin.id,
      correlation: berlin.correlation,
      name: berlin.name,
    });
  });
});

describe('certificate queries', () => {
  const base = fakeConnection('https://api.example.com/v1', { version: 3 });
  const baseKey = { baseUrl: 'https://api.example.com/v1', version: 3 };

  it('keys hold the connection key and the lookup value, never credentials', () => {
    expect(certificateKeys.detail(base, berlin.id)).toEqual([
      'certificates',
      'detail',
      baseKey,
      berlin.id,
    ]);
    const options = certificateByCorrelationQuery(base, 'a b/c');
    expect(options.queryKey).toEqual(['certificates', 'correlation', baseKey, 'a b/c']);
    expect(JSON.stringify(options.queryKey)).not.toMatch(/key-123|auth-456|secret-789/);
  });

  it('keys start with the common prefix', () => {
    expect(certificateByIdQuery(base, berlin.id).queryKey.slice(0, 1)).toEqual(certificateKeys.all);
  });

  it('a certificate stays fresh for the session', () => {
    const options = certificateByIdQuery(base, berlin.id);
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.gcTime).toBe(60 * 60 * 1000);
  });
});

describe('a correlation answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts each certificate in the cache under its id as it arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ items: [berlin] }))),
    );
    const client = new QueryClient();
    const connection = fakeConnection('https://api.example.com/v1');
    await client.fetchQuery(certificateByCorrelationQuery(connection, 'BOOKING-1'));
    expect(client.getQueryData(certificateKeys.detail(connection, berlin.id))).toEqual(berlin);
  });
});
