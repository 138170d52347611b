/** The bulk page's upload part: the kind, the file or pasted text, and what could not be read. */
import { useLanguage, useT, type Translate } from '../../i18n/index.ts';
import { FileInput } from './FileInput.tsx';
import { MAX_ROWS } from './limits.ts';
import { readFile, readText } from './read-file.ts';
import { bulkStore, useBulk, type FileError } from './store.ts';

function fileErrorText(error: FileError, t: Translate): string {
  switch (error.key) {
    case 'bulk.file.empty':
    case 'bulk.file.unreadable':
      return t(error.key);
    case 'bulk.file.tooLarge':
      return t(error.key, { size: Math.ceil(error.bytes / 1000) });
    case 'bulk.file.tooManyRows':
      return t(error.key, { rows: error.rows, max: MAX_ROWS });
    case 'bulk.file.missingColumns':
    case 'bulk.file.duplicateColumns':
      return t(error.key, {
        columns: error.columns.map((column) => t(`bulk.column.${column}`)).join(', '),
      });
  }
}

export function BulkUpload() {
  const t = useT();
  const language = useLanguage();
  const kind = useBulk((state) => state.kind);
  const busy = useBulk((state) => state.busy);
  const fileName = useBulk((state) => state.fileName);
  const fileError = useBulk((state) => state.fileError);
  const running = useBulk((state) => state.run.phase === 'running');
  const changeKind = (next: typeof kind) => void bulkStore.changeKind(next, language);

  return (
    <>
      <FileInput
        kind={kind}
        onKind={changeKind}
        onFile={(file) => void bulkStore.load(readFile(file), file.name, language)}
        onText={(text) => void bulkStore.load(readText(text), undefined, language)}
        busy={busy}
        disabled={running}
        fileName={fileName}
      />
      {fileError ? (
        <div className="error-panel" role="alert">
          <p className="error-panel__title">{fileErrorText(fileError, t)}</p>
          {fileError.key === 'bulk.file.missingColumns' && fileError.otherKind ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => fileError.otherKind && changeKind(fileError.otherKind)}
            >
              {t('bulk.file.readAs', { kind: t(`bulk.kind.${fileError.otherKind}`) })}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
