import { beforeAll, describe, expect, it } from 'vitest';
import { IMPLAUSIBLE_FIGURE_MESSAGE } from '../api/contract.ts';
import { ApiError, CERTIFICATES_ONLY_MESSAGE } from '../api/errors.ts';
import { loadLanguage, translate, type Translate } from '../i18n/index.ts';
import { describeError } from './describe-error.ts';

beforeAll(() => Promise.all([loadLanguage('de'), loadLanguage('fr'), loadLanguage('it')]));

const en: Translate = (key, vars) => translate('en', key, vars);
const de: Translate = (key, vars) => translate('de', key, vars);
const fr: Translate = (key, vars) => translate('fr', key, vars);
const it_: Translate = (key, vars) => translate('it', key, vars);

/** An error as the client makes it of an answer of this app's own server. */
function serverProblem(status: number, name: string, retryAfterMs?: number): ApiError {
  return new ApiError('http', 'x', {
    status,
    messageKey: `error.server.${name}`,
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  });
}

describe('describeError', () => {
  it('names a CORS refusal and a sandbox that cannot run here in every language, with no retry', () => {
    for (const t of [en, de, fr, it_]) {
      const cors = describeError(new ApiError('cors', 'x'), t);
      expect(cors).toMatchObject({ canRetry: false, suggestSettings: true });
      expect(cors.message).toContain('(CORS)');
      const notReady = describeError(new ApiError('notReady', 'x'), t);
      expect(notReady.canRetry).toBe(false);
      expect(notReady.message).toMatch(/Service Worker/);
    }
    expect(describeError(new ApiError('cors', 'x'), en).message).toMatch(
      /^The service did not allow this site to call it \(CORS\)/,
    );
  });

  it('says a limit was reached, and hands the end of its wait to a page that counts it down', () => {
    const before = Date.now();
    const site = serverProblem(429, 'rate-limited', 34_000);
    const counted = describeError(site, en, undefined, { countdown: true });
    expect(counted.message).toBe(
      'A limit was reached: this site has received too many requests from your address.',
    );
    expect(counted.waitUntil).toBeGreaterThanOrEqual(before + 34_000);
    expect(counted.message).not.toMatch(/\d/);
    const service = new ApiError('http', 'x', { status: 429, retryAfterMs: 2_000 });
    expect(describeError(service, de, undefined, { countdown: true }).message).toMatch(
      /^Ein Limit ist erreicht: Der Dienst erhält zu viele Anfragen/,
    );
    // A page that counts nothing down names the wait as before; a 503's wait is no limit's.
    expect(describeError(site, en).waitUntil).toBeUndefined();
    expect(describeError(site, en).message).toMatch(/Try again in 34 s\.$/);
    const busy = new ApiError('http', 'x', { status: 503, retryAfterMs: 2_000 });
    expect(describeError(busy, en, undefined, { countdown: true }).waitUntil).toBeUndefined();
  });

  it('names an implausible figure, in both languages, with no retry', () => {
    const error = new ApiError('contract', 'x', {
      fields: ['totalEmission'],
      messageKey: IMPLAUSIBLE_FIGURE_MESSAGE,
    });
    const english = describeError(error, en);
    expect(english.message).toMatch(
      /^The service sent figures the app cannot trust \(at totalEmission\)/,
    );
    expect(english.canRetry).toBe(false);
    expect(describeError(error, de).message).toMatch(/^Der Dienst hat Zahlen gesendet/);
  });

  it('explains a refusal by the access mode as a site that only shows certificates, not as credentials', () => {
    const error = new ApiError('http', 'x', { status: 403, messageKey: CERTIFICATES_ONLY_MESSAGE });
    const english = describeError(error, en);
    expect(english.message).toMatch(/^This site only shows certificates/);
    expect(english.message).not.toMatch(/credential/i);
    expect(english).toMatchObject({ canRetry: false, suggestSettings: false });
    const german = describeError(error, de);
    expect(german.message).toMatch(/^Diese Website zeigt nur Zertifikate/);
    expect(german.message).not.toMatch(/Zugangsdaten/);
    // Any other 403 still points at the credentials.
    expect(describeError(new ApiError('http', 'x', { status: 403 }), en).message).toMatch(
      /credentials/,
    );
  });

  it('tells the gateway’s rate limit in German, with the wait, and quotes nothing', () => {
    const german = describeError(serverProblem(429, 'rate-limited', 42_000), de);
    expect(german.message).toBe(
      'Diese Website hat zu viele Anfragen von Ihrer Adresse erhalten. Versuchen Sie es in 42 s erneut.',
    );
    expect(german.serviceMessage).toBeUndefined();
    expect(german.canRetry).toBe(true);
  });

  it.each([
    [502, 'service-unreachable', /raggiungere il suo servizio/],
    [502, 'service-failed', /ha un problema/],
    [502, 'service-answer', /non inoltra/],
    [503, 'limit-unavailable', /non può accettare richieste/],
    [504, 'service-timeout', /non ha risposto in tempo/],
  ])('tells the gateway’s %i (%s) in Italian, with no status code', (status, name, words) => {
    const italian = describeError(serverProblem(status, name), it_);
    expect(italian.message).toMatch(words);
    expect(italian.message).not.toMatch(/\d{3}/);
    expect(italian.message).not.toMatch(/service|the /i);
    expect(italian.canRetry).toBe(true);
  });

  it('has every server problem in every language, distinct from English', () => {
    const names = [
      'rate-limited',
      'limit-unavailable',
      'service-timeout',
      'service-unreachable',
      'service-failed',
      'service-answer',
      'not-offered',
      'too-large',
      'unsupported-body',
      'malformed-body',
      'no-service',
      'no-sandbox',
    ];
    for (const name of names) {
      const english = describeError(serverProblem(400, name), en).message;
      expect(english, name).not.toMatch(/^error\./);
      for (const t of [de, fr, it_])
        expect(t(`error.server.${name}` as 'error.unknown')).not.toBe(english);
    }
  });

  it('points at the settings, with no retry, where this site offers no service or no sandbox', () => {
    for (const [status, name] of [
      [404, 'no-service'],
      [503, 'no-sandbox'],
    ] as const) {
      expect(describeError(serverProblem(status, name), en)).toMatchObject({
        canRetry: false,
        suggestSettings: true,
      });
    }
  });

  it('shows no bare status code for a service’s own failure, and quotes what it said as its own', () => {
    const failed = new ApiError('http', 'x', { status: 502, serviceMessage: 'Upstream down' });
    const french = describeError(failed, fr);
    expect(french.message).not.toMatch(/502/);
    expect(french.serviceMessage).toBe('Upstream down');
    expect(describeError(new ApiError('http', 'x', { status: 418 }), en).message).not.toMatch(
      /418/,
    );
    expect(describeError(new ApiError('http', 'x', { status: 404 }), en).message).not.toMatch(
      /404/,
    );
    expect(
      describeError(new ApiError('http', 'x', { status: 503, retryAfterMs: 5_000 }), en).message,
    ).toBe('The service has a problem right now. Try again in 5 s.');
  });

  it('names the fields a service refused by the page’s labels, and quotes the rest as the service’s', () => {
    const error = new ApiError('http', 'x', {
      status: 422,
      fields: ['participants', 'venue.size'],
      issues: [
        { field: 'participants', message: 'must be at most 100000' },
        { field: 'venue.size', message: 'unknown field' },
      ],
    });
    const labels = (field: string) => (field === 'participants' ? 'Teilnehmende' : undefined);
    const german = describeError(error, de, labels);
    expect(german.fieldIssues).toEqual([
      { field: 'participants', label: 'Teilnehmende', message: 'must be at most 100000' },
    ]);
    expect(german.serviceMessage).toBe('venue.size: unknown field');
    // Without labels (a list of rows, say) every issue is quoted in the service's own words.
    expect(describeError(error, de).serviceMessage).toBe(
      'participants: must be at most 100000; venue.size: unknown field',
    );
  });

  it('falls back to the shape message for any other contract mismatch', () => {
    const error = new ApiError('contract', 'x', { fields: ['(root)'], messageKey: 'no.such.key' });
    expect(describeError(error, en).message).toMatch(/unexpected shape \(at \(root\)\)/);
  });

  it('offers a retry where it can help, and not where it cannot', () => {
    const retry = (error: ApiError) => describeError(error, en).canRetry;
    expect(retry(new ApiError('http', 'x', { status: 503 }))).toBe(true);
    expect(retry(new ApiError('network', 'x'))).toBe(true);
    expect(retry(new ApiError('unparseable', 'x'))).toBe(true);
    expect(retry(new ApiError('http', 'x', { status: 400 }))).toBe(false);
    expect(retry(new ApiError('http', 'x', { status: 401 }))).toBe(false);
    expect(retry(new ApiError('redirect', 'x'))).toBe(false);
  });

  it('points at the settings for a 404: the address is most likely wrong', () => {
    const description = describeError(new ApiError('http', 'x', { status: 404 }), en);
    expect(description.suggestSettings).toBe(true);
    expect(description.message).toContain('Check the service address');
  });
});
