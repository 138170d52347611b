import { useT } from '../i18n/index.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

/** A page whose feature is still to come: says what it will do. */
export function Placeholder({ title, text }: { title: string; text: string }) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="lead">{text}</p>
      <p className="badge">{t('common.comingSoon')}</p>
    </section>
  );
}
