import { useT } from '../../i18n/index.ts';

const PAGE_SIZE = 50;

/** The rows of one page of a long table. */
export function pageOf<T>(items: readonly T[], page: number): T[] {
  return items.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
}

export function lastPage(count: number): number {
  return Math.max(0, Math.ceil(count / PAGE_SIZE) - 1);
}

/** Previous and next page of a table, with where the reader is. */
export function Pager({
  page,
  count,
  onPage,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (count <= PAGE_SIZE) return null;
  const from = page * PAGE_SIZE + 1;
  const to = Math.min(count, (page + 1) * PAGE_SIZE);
  return (
    <nav className="bulk-pager" aria-label={t('bulk.table.pagination')}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        {t('bulk.table.previous')}
      </button>
      <span>{t('bulk.table.pages', { from, to, total: count })}</span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={page >= lastPage(count)}
        onClick={() => onPage(page + 1)}
      >
        {t('bulk.table.next')}
      </button>
    </nav>
  );
}
