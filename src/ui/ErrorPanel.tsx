import type { ReactNode } from 'react';

interface PanelField {
  label: string;
  text: string;
}

interface ErrorPanelProps {
  /** The body alone when omitted. */
  title?: string;
  body: ReactNode;
  fields?: readonly PanelField[];
  /** Already worded as a quote. */
  quote?: string;
  actions?: ReactNode;
}

/** What it says is the caller's, in words: shared components take no API types. */
export function ErrorPanel({ title, body, fields = [], quote, actions }: ErrorPanelProps) {
  return (
    <div className="error-panel" role="alert">
      {title ? <p className="error-panel__title">{title}</p> : null}
      <p className="error-panel__message">{body}</p>
      {fields.length ? (
        <ul className="error-panel__fields">
          {fields.map((field, index) => (
            <li key={`${field.label}-${index}`}>
              <strong>{field.label}</strong>
              {' — '}
              {field.text}
            </li>
          ))}
        </ul>
      ) : null}
      {quote ? <p className="error-panel__service">{quote}</p> : null}
      {actions ? <div className="error-panel__actions">{actions}</div> : null}
    </div>
  );
}
