import type { FetchStatus } from '@tanstack/react-query';
import { useT } from '../i18n/index.ts';

/** React Query pauses a request while offline and sends it once online: waiting is no error. */
export function PausedNote({ fetchStatus }: { fetchStatus: FetchStatus }) {
  const t = useT();
  if (fetchStatus !== 'paused') return null;
  return (
    <p className="notice notice--warning paused-note" role="status" data-testid="paused-note">
      {t('offline.waiting')}
    </p>
  );
}
