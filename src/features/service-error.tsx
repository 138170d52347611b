/**
 * A failed service call in the reader's words, for every feature: describeError (lib/) turns the
 * error into words, and the shared components (ui/), which never see an error, show them.
 */
import { useT } from '../i18n/index.ts';
import { describeError, type FieldLabeller } from '../lib/describe-error.ts';
import { limitWaitOf } from '../lib/limit-wait.ts';
import { Link } from '../routing/router.tsx';
import { ErrorPanel } from '../ui/ErrorPanel.tsx';
import { LimitNote } from '../ui/LimitNote.tsx';
import { WaitCountdown } from '../ui/WaitCountdown.tsx';

interface ServiceErrorPanelProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  /** The page's labels for the fields a service names by their path. */
  fieldLabel?: FieldLabeller;
  /**
   * Called when a limit's wait is over: given, the wait is counted down on screen and the
   * calculation goes on by itself after it.
   */
  onWaitOver?: () => void;
}

/** What happened, what the service said, and what the reader can do. */
export function ServiceErrorPanel({
  error,
  onRetry,
  title,
  fieldLabel,
  onWaitOver,
}: ServiceErrorPanelProps) {
  const t = useT();
  const description = describeError(error, t, fieldLabel, { countdown: onWaitOver !== undefined });
  const { waitUntil } = description;
  const waiting = waitUntil !== undefined;
  const retry = description.canRetry && onRetry;
  return (
    <ErrorPanel
      // A limit's wait is no failure: the calculation comes after it.
      title={title && waiting ? t('limit.title') : title}
      body={
        waiting ? (
          <>
            {description.message} <WaitCountdown until={waitUntil} onOver={onWaitOver} />
          </>
        ) : (
          description.message
        )
      }
      fields={description.fieldIssues.map((issue) => ({
        label: issue.label,
        text: issue.message
          ? t('error.serviceSaid', { message: issue.message })
          : t('error.field.notAccepted'),
      }))}
      quote={
        description.serviceMessage
          ? t('error.serviceSaid', { message: description.serviceMessage })
          : undefined
      }
      actions={
        retry || description.suggestSettings ? (
          <>
            {retry ? (
              <button type="button" className="button button--secondary" onClick={onRetry}>
                {t('common.retry')}
              </button>
            ) : null}
            {description.suggestSettings ? (
              <Link to="/settings" className="button button--ghost">
                {t('common.openSettings')}
              </Link>
            ) : null}
          </>
        ) : undefined
      }
    />
  );
}

/**
 * While a calculation waits out a limit before it is asked again by itself: that a limit was
 * reached, and the wait. Nothing for any other failure.
 */
export function ServiceLimitNote({ reason }: { reason: unknown }) {
  const t = useT();
  const until = limitWaitOf(reason);
  if (until === undefined) return null;
  const { message } = describeError(reason, t, undefined, { countdown: true });
  return <LimitNote message={message} until={until} />;
}
