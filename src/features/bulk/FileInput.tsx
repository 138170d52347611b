/** Choosing the kind, then a file (chosen or dropped) or pasted text; and the templates. */
import { useId, useState, type DragEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { APP_BASE } from '../../shared/base-path.ts';
import { BULK_KINDS, inputColumns, type BulkKind } from './columns.ts';
import { MAX_ROWS } from './limits.ts';

const TEMPLATES: Record<BulkKind, string> = {
  event: `${APP_BASE}templates/bulk-events.csv`,
  hotel: `${APP_BASE}templates/bulk-hotel-stays.csv`,
};

interface FileInputProps {
  kind: BulkKind;
  onKind: (kind: BulkKind) => void;
  onFile: (file: File) => void;
  onText: (text: string) => void;
  busy: boolean;
  disabled: boolean;
  fileName?: string;
}

export function FileInput({
  kind,
  onKind,
  onFile,
  onText,
  busy,
  disabled,
  fileName,
}: FileInputProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <section className="card bulk-input" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bulk.input.title')}</h2>
      <fieldset className="bulk-kind" disabled={disabled}>
        <legend>{t('bulk.kind.legend')}</legend>
        <div className="choice-list bulk-kind__choices">
          {BULK_KINDS.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name={`${id}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => onKind(option)}
              />
              <span>{t(`bulk.kind.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div
        className={`bulk-drop${dragging ? ' bulk-drop--active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <p className="field__label">{t('bulk.input.drop')}</p>
        <p className="field__hint" id={`${id}-file-hint`}>
          {t('bulk.input.fileHint', { rows: MAX_ROWS })}
        </p>
        <div className="bulk-drop__picker">
          {/* The browser's own control would say "No file chosen" beside the name of the file
              read (its value is cleared so that the same file can be read again): it stays
              behind a button of the app's, which names the file itself. */}
          <input
            id={`${id}-file`}
            className="bulk-drop__input visually-hidden"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-describedby={`${id}-file-hint`}
            disabled={disabled}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onFile(file);
              event.target.value = '';
            }}
          />
          <label
            htmlFor={`${id}-file`}
            className="button button--secondary bulk-drop__button"
            aria-disabled={disabled || undefined}
          >
            {t('bulk.input.file')}
          </label>
          {fileName ? (
            <p className="bulk-drop__name">{t('bulk.input.chosen', { name: fileName })}</p>
          ) : null}
        </div>
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-paste`}>
          {t('bulk.input.paste')}
        </label>
        <textarea
          id={`${id}-paste`}
          className="bulk-paste"
          rows={4}
          value={text}
          spellCheck={false}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            disabled={disabled || text.trim() === ''}
            onClick={() => onText(text)}
          >
            {t('bulk.input.check')}
          </button>
        </div>
      </div>
      {busy ? (
        <p className="status-line" role="status">
          {t('bulk.input.reading')}
        </p>
      ) : null}

      <div className="bulk-templates">
        <h3>{t('bulk.template.title')}</h3>
        <ul>
          {BULK_KINDS.map((option) => (
            <li key={option}>
              <a href={TEMPLATES[option]} download>
                {t(`bulk.template.${option}`)}
              </a>
            </li>
          ))}
        </ul>
        <div data-testid="bulk-template-hint">
          <p className="field__hint">
            {t('bulk.template.columns', {
              columns: inputColumns(kind)
                .map((column) => t(`bulk.column.${column}`))
                .join(', '),
            })}
          </p>
          <p className="field__hint">{t(`bulk.template.words.${kind}`)}</p>
        </div>
      </div>
    </section>
  );
}
