import { useT } from '../i18n/index.ts';
import { plainText } from '../shared/text.ts';

/**
 * The document title, "<page> · Emission Desk" (React puts it in the head). Render one per page,
 * in the branch that shows what the title names. A title holds no markup to isolate a record's
 * name in: it is cut and its bidirectional controls dropped (src/shared/text.ts).
 */
export function PageTitle({ title }: { title: string }) {
  const t = useT();
  const appName = t('app.name');
  const shown = plainText(title);
  return <title>{shown ? `${shown} · ${appName}` : appName}</title>;
}
