import { useT } from '../i18n/index.ts';
import { WaitCountdown } from './WaitCountdown.tsx';

/** Over a result of an earlier input while the new one is calculated, or held back by a limit. */
export function OutdatedNote({ waitUntil }: { waitUntil?: number }) {
  const t = useT();
  return (
    <p className="outdated-note" role="status" data-testid="outdated-note">
      {waitUntil !== undefined ? (
        <>
          {t('result.outdated.limit')} <WaitCountdown until={waitUntil} />
        </>
      ) : (
        t('result.outdated')
      )}
    </p>
  );
}
