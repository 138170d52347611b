import { afterEach, describe, expect, it } from 'vitest';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { certificateByIdQuery } from '../../api/certificates.ts';
import { DEFAULT_RUNTIME_CONFIG } from '../../api/runtime-config.ts';
import { connectionOf } from '../../settings/connection.ts';
import { getSettings, type EmissionUnit } from '../../settings/store.ts';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data.ts';
import { queriesFromPage } from './page-data.ts';

const ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const OTHER_ID = '8a1d2e3f-4b5c-4d6e-8f70-9a1b2c3d4e5f';
const CERTIFICATE = { id: ID, name: 'Sustainability Summit Berlin', emission: 74.85 };

/** The connection of a sandbox reader at `origin` who set `unit`. */
function sandbox(origin: string, unit: EmissionUnit = 'kg') {
  const settings = { ...getSettings(), service: 'sandbox' as const, emissionUnit: unit };
  return connectionOf(settings, 0, origin, DEFAULT_RUNTIME_CONFIG);
}

/** The page data as the server writes it: a query cache holding `answer`, dehydrated. */
function rendered(answer: unknown, server = sandbox(''), id = ID): PageData {
  const client = new QueryClient();
  // Any answer, as a server that read a wrong one would write it: the key without its data type.
  client.setQueryData([...certificateByIdQuery(server, id).queryKey], answer);
  return { service: 'sandbox', certificateId: id, state: dehydrate(client) };
}

function serverSent(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(script);
}

/** What the reader's own certificate query holds once the page's queries are in its cache. */
function hydratedFor(id: string, reader = sandbox('http://localhost:4173')) {
  const state = queriesFromPage(id, 'sandbox', reader);
  if (!state) return undefined;
  const client = new QueryClient();
  client.mount();
  // As HydrationBoundary does with queries the cache does not hold yet.
  for (const query of state.queries) {
    client.setQueryData(query.queryKey, query.state.data);
  }
  return client.getQueryData(certificateByIdQuery(reader, id).queryKey);
}

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe('the query cache a page came with', () => {
  it('puts the server’s certificate under the reader’s own key, whatever origin the server knew', () => {
    // The server knows no origin (no PUBLIC_URL): its key's base URL is relative.
    serverSent(rendered(CERTIFICATE));
    const state = queriesFromPage(ID, 'sandbox', sandbox('http://localhost:4173'));
    expect(state?.queries).toHaveLength(1);
    expect(state?.queries[0]?.queryKey).toEqual(
      certificateByIdQuery(sandbox('http://localhost:4173'), ID).queryKey,
    );
    expect(state?.queries[0]?.state.status).toBe('success');
    expect(hydratedFor(ID)).toEqual(CERTIFICATE);
  });

  it('is none for a reader of another service, or for another certificate', () => {
    serverSent(rendered(CERTIFICATE));
    expect(queriesFromPage(ID, 'custom', sandbox('http://localhost:4173'))).toBeUndefined();
    expect(queriesFromPage(OTHER_ID, 'sandbox', sandbox('http://localhost:4173'))).toBeUndefined();
  });

  it('is none where the server read the answer in another unit than the reader’s', () => {
    serverSent(rendered(CERTIFICATE, sandbox('', 't')));
    expect(queriesFromPage(ID, 'sandbox', sandbox('http://localhost:4173', 'kg'))).toBeUndefined();
    expect(hydratedFor(ID, sandbox('http://localhost:4173', 't'))).toEqual(CERTIFICATE);
  });

  it('takes no query of another certificate the page data holds', () => {
    const data = rendered(CERTIFICATE);
    const other = rendered({ ...CERTIFICATE, id: OTHER_ID }, sandbox(''), OTHER_ID);
    serverSent({ ...data, state: { ...data.state, queries: other.state.queries } });
    expect(queriesFromPage(ID, 'sandbox', sandbox('http://localhost:4173'))).toBeUndefined();
  });

  it('is none where the contract refuses the answer, as it would refuse a request’s', () => {
    serverSent(rendered({ ...CERTIFICATE, emission: -1 }));
    expect(queriesFromPage(ID, 'sandbox', sandbox('http://localhost:4173'))).toBeUndefined();
  });

  it('is none without data, or with data that is not JSON or not a query cache', () => {
    expect(queriesFromPage(ID, 'sandbox', sandbox('http://localhost:4173'))).toBeUndefined();
    serverSent('{"service":');
    expect(queriesFromPage(ID, 'sandbox', sandbox('http://localhost:4173'))).toBeUndefined();
    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    // The hand-off this page once read: a certificate beside the page, no query cache.
    serverSent({ service: 'sandbox', certificate: { id: ID, answer: CERTIFICATE } });
    expect(queriesFromPage(ID, 'sandbox', sandbox('http://localhost:4173'))).toBeUndefined();
  });
});
