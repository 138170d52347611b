import { useT } from '../i18n/index.ts';

/**
 * The document title, "<page> · Emission Desk" (React puts it in the head). Render one per page,
 * in the branch that shows what the title names.
 */
export function PageTitle({ title }: { title: string }) {
  const t = useT();
  const appName = t('app.name');
  return <title>{title ? `${title} · ${appName}` : appName}</title>;
}
