import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConnection } from '../../settings/connection.ts';
import { registerAreas, useLanguage, useT } from '../../i18n/index.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useBlocker } from '../../routing/router.tsx';
import { BulkCheck } from './BulkCheck.tsx';
import { BulkRun } from './BulkRun.tsx';
import { BulkUpload } from './BulkUpload.tsx';
import { bulkStore, useBulk } from './store.ts';
import './bulk.css';

// The bulk page's own messages, and the calculators' (the words of each row's choices).
registerAreas('bulk', 'event', 'hotel');

function BulkPage() {
  const t = useT();
  const notice = useBulk((state) => state.notice);
  const rowCount = useBulk((state) => state.rows.length);
  const running = useBulk((state) => state.run.phase === 'running');

  // The page opens the store with what it has on opening: the saved batch's counts (`1.000`) are
  // read in that language, and a later change of language does not load the batch again.
  const opening = useRef({
    language: useLanguage(),
    client: useQueryClient(),
    connection: useConnection(),
  });
  useEffect(() => {
    bulkStore.open(opening.current);
    return bulkStore.leave;
  }, []);

  // Leaving a running batch by a link asks first, and closing or reloading the tab; leaving it by
  // back or forward pauses it (the store's `leave`).
  useBlocker(running, t('bulk.run.leave'));

  // The last row removed takes the rows' table, and the keyboard's place, with it: the page's
  // heading takes the focus (RowsTable moves it between rows).
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const emptiedByDrop = useRef(false);
  const onEmptied = useCallback(() => {
    emptiedByDrop.current = true;
  }, []);
  useEffect(() => {
    if (!emptiedByDrop.current || rowCount > 0) return;
    emptiedByDrop.current = false;
    pageHeading.current?.focus();
  }, [rowCount]);

  return (
    <section className="page bulk" aria-labelledby="page-title">
      <PageTitle title={t('bulk.title')} />
      <h1 id="page-title" ref={pageHeading} tabIndex={-1}>
        {t('bulk.title')}
      </h1>
      <p className="lead">{t('bulk.intro')}</p>
      {notice === 'restored' ? (
        <div className="notice bulk-restored">
          <p>{t('bulk.run.restored')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={bulkStore.startOver}
          >
            {t('bulk.run.startOver')}
          </button>
        </div>
      ) : null}
      {notice === 'resumed' ? (
        <p className="notice bulk-resumed" role="status">
          {t('bulk.run.resumed')}
        </p>
      ) : null}
      <BulkUpload />
      {rowCount ? (
        <>
          <BulkCheck onEmptied={onEmptied} />
          <BulkRun />
        </>
      ) : null}
    </section>
  );
}

export default BulkPage;
