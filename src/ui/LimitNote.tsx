import { WaitCountdown } from './WaitCountdown.tsx';

export function LimitNote({ message, until }: { message: string; until: number }) {
  return (
    <p className="notice notice--warning limit-note" role="status" data-testid="limit-note">
      {message} <WaitCountdown until={until} />
    </p>
  );
}
