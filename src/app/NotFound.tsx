import { useT } from '../i18n/index.ts';
import { PageTitle } from '../ui/PageTitle.tsx';
import { Link } from '../routing/router.tsx';

export function NotFound() {
  const t = useT();
  return (
    <section className="page" aria-labelledby="page-title">
      <PageTitle title={t('notFound.title')} />
      <h1 id="page-title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.body')}</p>
      <Link to="/event" className="button">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
