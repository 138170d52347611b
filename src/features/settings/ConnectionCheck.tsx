import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { baseUrlProblem } from '../../settings/base-url.ts';
import { connectionOf } from '../../settings/connection.ts';
import { useOrigin, type Settings } from '../../settings/store.ts';
import { isMessageKey, useT } from '../../i18n/index.ts';
import { describeError } from '../../lib/describe-error.ts';
import { checkConnection, type ConnectionCheckResult } from './check-connection.ts';

interface Checked {
  result: ConnectionCheckResult;
  seconds: number;
}

/** "Test connection": a real call with the values in the form, saved or not. */
export function ConnectionCheck({ getValues }: { getValues: () => Settings }) {
  const t = useT();
  const origin = useOrigin();
  const [invalidUrl, setInvalidUrl] = useState<string>('');
  const check = useMutation({
    mutationFn: async (values: Settings): Promise<Checked> => ({
      result: await checkConnection(connectionOf(values)),
      seconds: values.timeoutSeconds,
    }),
  });

  const run = () => {
    const values = getValues();
    const problem = values.service === 'custom' ? baseUrlProblem(values.customBaseUrl) : null;
    const key = problem ? `settings.error.${problem}` : '';
    setInvalidUrl(key && isMessageKey(key) ? t(key) : '');
    if (problem) return;
    check.mutate(values);
  };

  let message = invalidUrl;
  let tone: 'ok' | 'bad' | '' = invalidUrl ? 'bad' : '';
  if (!invalidUrl && check.isPending) message = t('settings.testing');
  if (!invalidUrl && check.isSuccess) {
    const { result, seconds } = check.data;
    tone = result.outcome === 'ok' ? 'ok' : 'bad';
    message =
      result.outcome === 'ok'
        ? t('settings.test.ok')
        : result.outcome === 'rejected'
          ? t('settings.test.rejected')
          : result.outcome === 'unreachable'
            ? t('settings.test.unreachable')
            : result.outcome === 'cors'
              ? t('settings.test.cors', { origin })
              : result.outcome === 'offline'
                ? t('error.offline')
                : result.outcome === 'timeout'
                  ? t('settings.test.timeout', { seconds })
                  : t('settings.test.unexpected', {
                      detail: describeError(result.error, t).message,
                    });
  }

  return (
    <section className="card connection-check" aria-labelledby="connection-check-title">
      <h2 id="connection-check-title">{t('settings.test')}</h2>
      <p className="field__hint">{t('settings.test.hint')}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={run}
        disabled={check.isPending}
        aria-busy={check.isPending}
      >
        {check.isPending ? t('settings.testing') : t('settings.test')}
      </button>
      <p role="status" className={`status-line ${tone ? `status-line--${tone}` : ''}`}>
        {message}
      </p>
    </section>
  );
}
