import { afterEach, describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { certificateByIdQuery } from '../../api/certificates.ts';
import { DEFAULT_RUNTIME_CONFIG } from '../../api/runtime-config.ts';
import { connectionOf } from '../../settings/connection.ts';
import { getSettings, type EmissionUnit, type Service } from '../../settings/store.ts';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data.ts';
import { queriesFromPage } from './page-data.ts';

const ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const OTHER_ID = '8a1d2e3f-4b5c-4d6e-8f70-9a1b2c3d4e5f';
const CERTIFICATE = { id: ID, name: 'Sustainability Summit Berlin', emission: 74.85 };
const READER_ORIGIN = 'http://localhost:4173';

/** The connection of a reader of `service` at `origin` who set `unit`. */
function reader(origin: string, unit: EmissionUnit = 'kg', service: Service = 'sandbox') {
  const settings = {
    ...getSettings(),
    service,
    customBaseUrl: 'https://emissions.example.test/v1',
    emissionUnit: unit,
  };
  return connectionOf(settings, 0, origin, {
    ...DEFAULT_RUNTIME_CONFIG,
    gateway: { base: '/api', access: 'all', emissionUnit: 'kg' },
  });
}

/** The page data as the server writes it: its render's query cache, dehydrated. */
function rendered(server = reader(''), id = ID): PageData {
  const client = new QueryClient();
  client.setQueryData(certificateByIdQuery(server, id).queryKey, CERTIFICATE);
  return { state: dehydrate(client) };
}

function serverSent(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(script);
}

/** What a reader's own certificate query holds once the page's cache is hydrated, as sent. */
function hydratedFor(id: string, connection = reader(READER_ORIGIN)) {
  const client = new QueryClient();
  hydrate(client, queriesFromPage() ?? {});
  return client.getQueryData(certificateByIdQuery(connection, id).queryKey);
}

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe('the query cache a page came with', () => {
  it('is the server’s dehydrated cache as sent', () => {
    const sent = rendered();
    serverSent(sent);
    expect(queriesFromPage()).toEqual(JSON.parse(JSON.stringify(sent.state)));
  });

  it('holds the certificate under the reader’s own key, whatever origin the server knew', () => {
    // The server knows no origin (no PUBLIC_URL); the reader's page has one.
    serverSent(rendered(reader('')));
    expect(hydratedFor(ID)).toEqual(CERTIFICATE);
    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    serverSent(rendered(reader('https://desk.example.test', 'kg', 'gateway')));
    expect(hydratedFor(ID, reader(READER_ORIGIN, 'kg', 'gateway'))).toEqual(CERTIFICATE);
  });

  it('holds nothing for a reader of another service, unit or certificate', () => {
    serverSent(rendered(reader('')));
    expect(hydratedFor(ID, reader(READER_ORIGIN, 'kg', 'gateway'))).toBeUndefined();
    expect(hydratedFor(ID, reader(READER_ORIGIN, 'kg', 'custom'))).toBeUndefined();
    expect(hydratedFor(ID, reader(READER_ORIGIN, 't'))).toBeUndefined();
    expect(hydratedFor(OTHER_ID)).toBeUndefined();
  });

  it('is none without data, or with data that is not JSON', () => {
    expect(queriesFromPage()).toBeUndefined();
    serverSent('{"state":');
    expect(queriesFromPage()).toBeUndefined();
    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    serverSent('null');
    expect(queriesFromPage()).toBeUndefined();
  });
});
