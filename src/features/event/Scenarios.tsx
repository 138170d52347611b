import { lazy, Suspense } from 'react';
import { useFocusAfterRemove } from '../../lib/focus-after-remove.ts';
import { useT } from '../../i18n/index.ts';
import type { ScenariosProps } from './ScenarioTable.tsx';

// The table and chart load once something is pinned: a planner who never pins does not download them.
const ScenarioTable = lazy(() => import('./ScenarioTable.tsx'));

/** The scenarios box: what pinning is for, and the pinned scenarios once there are any. */
export function Scenarios({ scenarios, onShow }: ScenariosProps) {
  const t = useT();
  const { list, heading, removing } = useFocusAfterRemove<HTMLElement>(scenarios.length);
  return (
    // With nothing pinned, the box is left out of a print: an empty box on a page of its own.
    <section
      className={`card scenarios${scenarios.length === 0 ? ' no-print' : ''}`}
      aria-labelledby="scenarios-title"
      ref={list}
    >
      {/* Focusable from script: the keyboard lands here once the last scenario is removed. */}
      <h2 id="scenarios-title" ref={heading} tabIndex={-1}>
        {t('event.scenarios.title')}
      </h2>
      <p className="field__hint">{t('event.scenarios.intro')}</p>
      {scenarios.length === 0 ? (
        <p>{t('event.scenarios.empty')}</p>
      ) : (
        <Suspense fallback={null}>
          <ScenarioTable scenarios={scenarios} onShow={onShow} onRemoving={removing} />
        </Suspense>
      )}
    </section>
  );
}
