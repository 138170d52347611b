import { WaitCountdown } from './WaitCountdown.tsx';

/**
 * While a calculation waits out a limit before it is asked again by itself: that a limit was
 * reached (`message`), and the wait counted down.
 */
export function LimitNote({ message, until }: { message: string; until: number }) {
  return (
    <p className="notice notice--warning limit-note" role="status" data-testid="limit-note">
      {message} <WaitCountdown until={until} />
    </p>
  );
}
