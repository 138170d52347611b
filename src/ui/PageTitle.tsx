import { useLayoutEffect } from 'react';
import { useT } from '../i18n/index.ts';
import { plainText } from '../shared/text.ts';

// Taken before React renders any: the document title is the first <title>, so they give way.
const shellTitles = typeof document === 'undefined' ? [] : [...document.querySelectorAll('title')];

/**
 * The shell's title goes in the commit that puts this one there, so the document is never without
 * a title. Render one per page, in the branch that shows what it names. A title holds no markup:
 * a record's name in it is cut and its bidi controls dropped (src/shared/text.ts).
 */
export function PageTitle({ title }: { title: string }) {
  const t = useT();
  const appName = t('app.name');
  const shown = plainText(title);
  useLayoutEffect(() => {
    for (const shell of shellTitles) shell.remove();
  }, []);
  return <title>{shown ? `${shown} · ${appName}` : appName}</title>;
}
