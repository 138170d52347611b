import { useT } from '../i18n/index.ts';
import { limitWaitOf } from '../lib/limit-wait.ts';
import { WaitCountdown } from './WaitCountdown.tsx';

/**
 * Over a result of an earlier input while the new one is calculated: that it is outdated, and
 * why, when a limit holds the new one back (with its wait counted down).
 */
export function OutdatedNote({ waitReason }: { waitReason?: unknown }) {
  const t = useT();
  const until = limitWaitOf(waitReason);
  return (
    <p className="outdated-note" role="status" data-testid="outdated-note">
      {until !== undefined ? (
        <>
          {t('result.outdated.limit')} <WaitCountdown until={until} />
        </>
      ) : (
        t('result.outdated')
      )}
    </p>
  );
}
