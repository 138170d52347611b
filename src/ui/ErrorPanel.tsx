import type { ReactNode } from 'react';

/** A field the page names in the reader's words, with what was said of it. */
interface PanelField {
  label: string;
  text: string;
}

interface ErrorPanelProps {
  /** A heading for the panel; the body alone when omitted. */
  title?: string;
  /** What happened, in the reader's words. */
  body: ReactNode;
  fields?: readonly PanelField[];
  /** What the other side said, already worded as a quote. */
  quote?: string;
  /** What the reader can do: buttons or links. */
  actions?: ReactNode;
}

/** A failure shown in place; what it says is the caller's, in words. */
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
