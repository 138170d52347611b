import { useT } from '../i18n/index.ts';
import { PageTitle } from '../ui/PageTitle.tsx';

/** The error boundary of every route: the page failed, the shell and the other pages still work. */
export function RouteError({ reset }: { reset: () => void }) {
  const t = useT();
  return (
    <section className="page" aria-labelledby="page-title">
      <PageTitle title={t('routeError.title')} />
      <div className="error-panel" role="alert">
        <h1 id="page-title" className="error-panel__title">
          {t('routeError.title')}
        </h1>
        <p>{t('routeError.body')}</p>
        <div className="error-panel__actions">
          <button type="button" className="button button--secondary" onClick={reset}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    </section>
  );
}
