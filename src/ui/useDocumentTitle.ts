import { useEffect } from 'react';
import { useT } from '../i18n/index.ts';

/** Sets the document title to "<page> · Emission Desk". */
export function useDocumentTitle(title: string): void {
  const t = useT();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
