import type { FetchStatus } from '@tanstack/react-query';
import { useT } from '../i18n/index.ts';

/**
 * Said in place of a loading state while a request waits for the browser to come back online
 * (React Query pauses it and sends it by itself then): waiting is not an error.
 */
export function PausedNote({ fetchStatus }: { fetchStatus: FetchStatus }) {
  const t = useT();
  if (fetchStatus !== 'paused') return null;
  return (
    <p className="notice notice--warning paused-note" role="status" data-testid="paused-note">
      {t('offline.waiting')}
    </p>
  );
}
