import { useState } from 'react';
import { useT } from '../i18n/index.ts';
import { useCountdown } from '../lib/useCountdown.ts';

interface WaitCountdownProps {
  until: number;
  onOver?: () => void;
  className?: string;
  /** Off where several wait side by side (the levers) and the page already says it once. */
  announce?: boolean;
}

/** The ticking number is hidden from screen readers: they hear the wait once and its end. */
export function WaitCountdown(props: WaitCountdownProps) {
  // Each wait is counted, and announced, afresh.
  return <Countdown key={props.until} {...props} />;
}

function Countdown({ until, onOver, className, announce = true }: WaitCountdownProps) {
  const t = useT();
  const left = useCountdown(until, onOver) ?? 0;
  const [first] = useState(left);
  const text = left > 0 ? t('wait.countdown', { seconds: left }) : t('wait.now');
  return (
    <span className={className ? `wait-countdown ${className}` : 'wait-countdown'}>
      <span aria-hidden="true" data-testid="wait-countdown">
        {text}
      </span>
      {announce ? (
        <span className="visually-hidden" role="status">
          {left > 0 ? t('wait.countdown', { seconds: first }) : t('wait.now')}
        </span>
      ) : null}
    </span>
  );
}
