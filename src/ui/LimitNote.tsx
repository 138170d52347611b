import { useT } from '../i18n/index.ts';
import { describeError } from '../lib/describe-error.ts';
import { limitWaitOf } from '../lib/limit-wait.ts';
import { WaitCountdown } from './WaitCountdown.tsx';

/**
 * While a calculation waits out a limit before it is asked again by itself: that a limit was
 * reached, and the wait counted down. Nothing for any other failure.
 */
export function LimitNote({ reason }: { reason: unknown }) {
  const t = useT();
  const until = limitWaitOf(reason);
  if (until === undefined) return null;
  const { message } = describeError(reason, t, undefined, { countdown: true });
  return (
    <p className="notice notice--warning limit-note" role="status" data-testid="limit-note">
      {message} <WaitCountdown until={until} />
    </p>
  );
}
