import { useEffect, useState } from 'react';
import './links-and-copy.css';
import { copyText } from '../lib/copy-text.ts';
import { useStarted } from '../lib/use-started.ts';

interface CopyButtonProps {
  text: string;
  label: string;
  accessibleLabel?: string;
  doneMessage: string;
  failedMessage: string;
  className?: string;
}

const MESSAGE_MS = 4000;

export function CopyButton({
  text,
  label,
  accessibleLabel,
  doneMessage,
  failedMessage,
  className,
}: CopyButtonProps) {
  const [status, setStatus] = useState<'idle' | 'done' | 'failed'>('idle');
  const started = useStarted();

  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  return (
    <span className={['copy-button', className ?? ''].join(' ').trim()}>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={accessibleLabel}
        disabled={!started}
        onClick={() => void copyText(text).then((ok) => setStatus(ok ? 'done' : 'failed'))}
      >
        {label}
      </button>
      <span
        role="status"
        className={`copy-button__status ${status === 'failed' ? 'status-line--bad' : 'status-line--ok'}`}
      >
        {status === 'done' ? doneMessage : status === 'failed' ? failedMessage : ''}
      </span>
    </span>
  );
}
