import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '../../shared/page-data.ts';
import { certificateFromPage } from './page-data.ts';

const ID = '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f';
const CERTIFICATE = { id: ID, name: 'Sustainability Summit Berlin', emission: 74.85 };

function serverSent(data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.head.append(script);
}

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe('the certificate a page came with', () => {
  it('is the one the server read from the reader’s own service', () => {
    serverSent({ service: 'sandbox', certificate: { id: ID, answer: CERTIFICATE } });
    expect(certificateFromPage(ID, 'sandbox')).toEqual(CERTIFICATE);
  });

  it('is none for a reader of another service, or for another certificate', () => {
    serverSent({ service: 'sandbox', certificate: { id: ID, answer: CERTIFICATE } });
    expect(certificateFromPage(ID, 'custom')).toBeUndefined();
    expect(certificateFromPage('8a1d2e3f-4b5c-4d6e-8f70-9a1b2c3d4e5f', 'sandbox')).toBeUndefined();
  });

  it('is none where the contract refuses the answer, as it would refuse a request’s', () => {
    serverSent({
      service: 'sandbox',
      certificate: { id: ID, answer: { ...CERTIFICATE, emission: -1 } },
    });
    expect(certificateFromPage(ID, 'sandbox')).toBeUndefined();
  });

  it('is none without data, or with data that is not JSON', () => {
    expect(certificateFromPage(ID, 'sandbox')).toBeUndefined();
    serverSent('{"service":');
    expect(certificateFromPage(ID, 'sandbox')).toBeUndefined();
  });
});
