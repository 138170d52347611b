import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { certificateByIdQuery } from '../api/certificates.ts';
import { connectionOf } from '../settings/connection.ts';
import { getSettings } from '../settings/store.ts';
import { PAGE_DATA_ELEMENT_ID } from '../shared/page-data.ts';
import { seedPageData } from './page-data.ts';

const ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const CERTIFICATE = { id: ID, name: 'Sustainability Summit Berlin', emission: 74.85 };

function serverSent(data: unknown, path = `/certificates/${ID}`) {
  window.history.replaceState(null, '', path);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(script);
}

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

function seed(service = getSettings().service) {
  const queryClient = new QueryClient();
  const connection = connectionOf(getSettings());
  const seeded = seedPageData(queryClient, { doc: document, service, connection });
  return {
    seeded,
    cached: queryClient.getQueryData(certificateByIdQuery(connection, ID).queryKey),
  };
}

describe('the app’s start from a page the server rendered', () => {
  it('caches the certificate the server read from the reader’s own service', () => {
    serverSent({ service: 'sandbox', certificate: { id: ID, answer: CERTIFICATE } });
    expect(seed()).toEqual({ seeded: true, cached: CERTIFICATE });
  });

  it('ignores an answer from another service than the reader’s', () => {
    serverSent({ service: 'sandbox', certificate: { id: ID, answer: CERTIFICATE } });
    expect(seed('custom')).toEqual({ seeded: false, cached: undefined });
  });

  it('ignores an answer the contract refuses, as a request would', () => {
    serverSent({
      service: 'sandbox',
      certificate: { id: ID, answer: { ...CERTIFICATE, emission: -1 } },
    });
    expect(seed()).toEqual({ seeded: false, cached: undefined });
  });

  it('ignores data for another page, and data that is not JSON', () => {
    serverSent(
      { service: 'sandbox', certificate: { id: ID, answer: CERTIFICATE } },
      '/certificates',
    );
    expect(seed().seeded).toBe(false);
    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    serverSent('{"service":');
    expect(seed().seeded).toBe(false);
  });
});
