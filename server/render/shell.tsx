/**
 * The static shell of a page, as the app renders a browser's first visit in a language. Runs at
 * build time (build/app-shell.ts); nothing here ships to the browser.
 */
import { DEFAULT_RUNTIME_CONFIG } from '../../src/api/runtime-config.ts';
import { loadLanguage, registerAreas, useT } from '../../src/i18n/index.ts';
import type { Language } from '../../src/shared/language.ts';
import { MESSAGE_AREAS } from '../../src/shared/message-areas.ts';
import type { Page } from '../../src/shared/pages.ts';
import { PageTitle } from '../../src/ui/PageTitle.tsx';
import { renderPage, type RenderedPage } from './render-page.tsx';

registerAreas(...MESSAGE_AREAS);

function PageIntro({ page }: { page: Page }) {
  const t = useT();
  return (
    <section className={page.section} aria-labelledby="page-title">
      <PageTitle title={t(page.title)} />
      <h1 id="page-title">{t(page.title)}</h1>
      <p className="lead">{t(page.intro)}</p>
    </section>
  );
}

export type Shell = RenderedPage;

/** `null`: the shell of every other path. */
export async function renderShell(page: Page | null, language: Language): Promise<Shell> {
  await loadLanguage(language);
  const shell = renderPage(
    page?.path ?? '/',
    // The origin is not shown: the service indicator names the sandbox, not its address.
    { language, runtime: DEFAULT_RUNTIME_CONFIG, origin: 'http://localhost' },
    page ? <PageIntro page={page} /> : null,
  );
  // A message that is not registered is shown as its key: never ship a shell, in any language,
  // that says `bulk.intro`, in its text or in a label.
  const shown = /(?:>|(?:aria-label|title|alt)=")([a-z]+(?:\.[A-Za-z0-9]+)+)(?:<|")/.exec(
    shell.markup,
  )?.[1];
  if (shown) {
    throw new Error(
      `The ${page?.path ?? 'general'} ${language} shell shows the message key ${shown}.`,
    );
  }
  return shell;
}
