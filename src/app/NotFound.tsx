import { useT } from '../i18n/index.ts';
import { useCalculatorsOffered } from '../settings/store.ts';
import { PageTitle } from '../ui/PageTitle.tsx';
import { useKeptSearch } from '../routing/last-input.ts';
import { Link } from '../routing/router.tsx';

/** A path of no page: a way on to the event calculator, or to the lookup where none is offered. */
export function NotFound() {
  const t = useT();
  const calculators = useCalculatorsOffered();
  const eventSearch = useKeptSearch('event');
  return (
    <section className="page" aria-labelledby="page-title">
      <PageTitle title={t('notFound.title')} />
      <h1 id="page-title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      {calculators ? (
        <Link to="/event" search={eventSearch} className="button">
          {t('notFound.home')}
        </Link>
      ) : (
        <Link to="/certificates" className="button">
          {t('certificatesOnly.lookup')}
        </Link>
      )}
    </section>
  );
}
