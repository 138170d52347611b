import { STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import { problem, problemBody, statusTitle } from './problem-response.ts';

describe('the problem+json builder', () => {
  it('answers with the status, problem+json, no-store and the headers given', async () => {
    const response = problem({
      status: 429,
      detail: 'Too many requests.',
      headers: { 'retry-after': '7' },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: 'Too many requests.',
    });
  });

  it('carries the type and the extension members given', async () => {
    const response = problem({
      status: 502,
      type: 'tag:emission-desk,2026:problem:service-failed',
      detail: 'The service failed.',
      extensions: { upstreamStatus: 500 },
    });
    expect(await response.json()).toEqual({
      type: 'tag:emission-desk,2026:problem:service-failed',
      title: 'Bad Gateway',
      status: 502,
      detail: 'The service failed.',
      upstreamStatus: 500,
    });
  });

  it.each([400, 401, 403, 404, 405, 408, 409, 413, 415, 422, 429, 431, 500, 502, 503, 504])(
    'titles %i with Node’s own reason phrase',
    (status) => {
      expect(statusTitle(status)).toBe(STATUS_CODES[status]);
      expect(JSON.parse(problemBody(status, 'x')).title).toBe(STATUS_CODES[status]);
    },
  );

  it('titles a status Node has no phrase for "Error"', () => {
    expect(statusTitle(499)).toBe('Error');
  });

  it('lets no extension member replace a standard one, and lists the standard ones first', () => {
    const body = problemBody(400, 'The body is invalid.', {
      status: 200,
      title: 'OK',
      type: 'x',
      detail: 'fine',
      errors: [],
    });
    expect(Object.keys(JSON.parse(body) as object)).toEqual([
      'type',
      'title',
      'status',
      'detail',
      'errors',
    ]);
    expect(JSON.parse(body)).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The body is invalid.',
      errors: [],
    });
  });
});
