import { useLayoutEffect } from 'react';
import { useT } from '../i18n/index.ts';
import { plainText } from '../shared/text.ts';

/**
 * The titles the page came with (the static shell's, or the server's), taken before React renders
 * any: the document title is the first <title> in the document, so they give way to a page's own.
 */
const shellTitles = typeof document === 'undefined' ? [] : [...document.querySelectorAll('title')];

/**
 * The document title, "<page> · Emission Desk" (React puts it in the head). The shell's title goes
 * in the commit that puts this one there, not before: a page still loading keeps the shell's, and
 * the document is never without a title. Render one per page, in the branch that shows what the
 * title names. A title holds no markup to isolate a record's name in: it is cut and its
 * bidirectional controls dropped (src/shared/text.ts).
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
