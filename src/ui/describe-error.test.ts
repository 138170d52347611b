import { describe, expect, it } from 'vitest';
import { IMPLAUSIBLE_FIGURE_MESSAGE } from '../api/contract.ts';
import { ApiError, CERTIFICATES_ONLY_MESSAGE, type ApiErrorKind } from '../api/errors.ts';
import { translate, type Translate } from '../i18n/index.ts';
import {
  describeError,
  FAILURE_KINDS,
  isServiceFailure,
  type ServiceFailure,
} from './describe-error.ts';

const en: Translate = (key, vars) => translate('en', key, vars);
const de: Translate = (key, vars) => translate('de', key, vars);

describe('describeError', () => {
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

describe('the failure shape', () => {
  it('is what every ApiError has, kind for kind', () => {
    type UiKind = ServiceFailure['kind'];
    const same: [ApiErrorKind] extends [UiKind]
      ? [UiKind] extends [ApiErrorKind]
        ? true
        : false
      : false = true;
    expect(same).toBe(true);
    for (const kind of FAILURE_KINDS) {
      const error: ServiceFailure = new ApiError(kind, 'x');
      expect(isServiceFailure(error)).toBe(true);
    }
    expect(isServiceFailure(new Error('x'))).toBe(false);
    expect(isServiceFailure({ kind: 'http' })).toBe(false);
  });
});
