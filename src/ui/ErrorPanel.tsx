import { useT } from '../i18n/index.ts';
import { describeError, type FieldLabeller } from '../lib/describe-error.ts';
import { Link } from '../routing/router.tsx';
import { WaitCountdown } from './WaitCountdown.tsx';

interface ErrorPanelProps {
  error: unknown;
  onRetry?: () => void;
  /** A heading for the panel; the message alone when omitted. */
  title?: string;
  /** The page's labels for the fields a service names by their path. */
  fieldLabel?: FieldLabeller;
  /**
   * Called when a limit's wait is over: given, the wait is counted down on screen and the
   * calculation goes on by itself after it.
   */
  onWaitOver?: () => void;
}

/** A failure shown in place: what happened, what the service said, and what the user can do. */
export function ErrorPanel({ error, onRetry, title, fieldLabel, onWaitOver }: ErrorPanelProps) {
  const t = useT();
  const description = describeError(error, t, fieldLabel, { countdown: onWaitOver !== undefined });
  return (
    <div className="error-panel" role="alert">
      {title ? (
        <p className="error-panel__title">
          {/* A limit's wait is no failure: the calculation comes after it. */}
          {description.waitUntil !== undefined ? t('limit.title') : title}
        </p>
      ) : null}
      <p className="error-panel__message">
        {description.message}
        {description.waitUntil !== undefined ? (
          <>
            {' '}
            <WaitCountdown until={description.waitUntil} onOver={onWaitOver} />
          </>
        ) : null}
      </p>
      {description.fieldIssues.length ? (
        <ul className="error-panel__fields">
          {/* A service may say more than one thing about one field. */}
          {description.fieldIssues.map((issue, index) => (
            <li key={`${issue.field}-${index}`}>
              <strong>{issue.label}</strong>
              {' — '}
              {issue.message
                ? t('error.serviceSaid', { message: issue.message })
                : t('error.field.notAccepted')}
            </li>
          ))}
        </ul>
      ) : null}
      {description.serviceMessage ? (
        <p className="error-panel__service">
          {t('error.serviceSaid', { message: description.serviceMessage })}
        </p>
      ) : null}
      {(description.canRetry && onRetry) || description.suggestSettings ? (
        <div className="error-panel__actions">
          {description.canRetry && onRetry ? (
            <button type="button" className="button button--secondary" onClick={onRetry}>
              {t('common.retry')}
            </button>
          ) : null}
          {description.suggestSettings ? (
            <Link to="/settings" className="button button--ghost">
              {t('common.openSettings')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
