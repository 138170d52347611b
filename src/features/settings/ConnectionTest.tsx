import { useState } from 'react';
import { baseUrlProblem } from '../../settings/base-url.ts';
import { connectionOf } from '../../settings/connection.ts';
import type { Settings } from '../../settings/store.ts';
import { isMessageKey, useT } from '../../i18n/index.ts';
import { describeError } from '../../ui/describe-error.ts';
import { testConnection, type ConnectionTestResult } from './test-connection.ts';

type State =
  | { phase: 'idle' }
  | { phase: 'testing' }
  | { phase: 'done'; result: ConnectionTestResult; seconds: number };

/** "Test connection": a real call with the values in the form, saved or not. */
export function ConnectionTest({ getValues }: { getValues: () => Settings }) {
  const t = useT();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [invalidUrl, setInvalidUrl] = useState<string>('');

  const run = async () => {
    const values = getValues();
    const problem = values.service === 'custom' ? baseUrlProblem(values.customBaseUrl) : null;
    const key = problem ? `settings.error.${problem}` : '';
    setInvalidUrl(key && isMessageKey(key) ? t(key) : '');
    if (problem) return;
    setState({ phase: 'testing' });
    const result = await testConnection(connectionOf(values));
    setState({ phase: 'done', result, seconds: values.timeoutSeconds });
  };

  let message = invalidUrl;
  let tone: 'ok' | 'bad' | '' = invalidUrl ? 'bad' : '';
  if (!invalidUrl && state.phase === 'testing') message = t('settings.testing');
  if (!invalidUrl && state.phase === 'done') {
    const { result } = state;
    tone = result.outcome === 'ok' ? 'ok' : 'bad';
    message =
      result.outcome === 'ok'
        ? t('settings.test.ok')
        : result.outcome === 'rejected'
          ? t('settings.test.rejected', { status: String(result.status) })
          : result.outcome === 'unreachable'
            ? t('settings.test.unreachable')
            : result.outcome === 'timeout'
              ? t('settings.test.timeout', { seconds: state.seconds })
              : t('settings.test.unexpected', { detail: describeError(result.error, t).message });
  }

  return (
    <section className="card connection-test" aria-labelledby="connection-test-title">
      <h2 id="connection-test-title">{t('settings.test')}</h2>
      <p className="field__hint">{t('settings.test.hint')}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void run()}
        disabled={state.phase === 'testing'}
        aria-busy={state.phase === 'testing'}
      >
        {state.phase === 'testing' ? t('settings.testing') : t('settings.test')}
      </button>
      <p role="status" className={`status-line ${tone ? `status-line--${tone}` : ''}`}>
        {message}
      </p>
    </section>
  );
}
