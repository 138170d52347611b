import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../i18n/index.ts';
import { Field } from '../../ui/Field.tsx';

interface SecretInputProps {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A masked credential with a show/hide toggle; never autocompleted, spell-checked or cached. */
export function SecretInput({ label, error, registration }: SecretInputProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="secret-input">
          <input
            {...control}
            {...registration}
            type={visible ? 'text' : 'password'}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            data-secret
          />
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={visible}
            aria-label={
              visible
                ? t('settings.hideLabel', { field: label })
                : t('settings.showLabel', { field: label })
            }
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? t('settings.hide') : t('settings.show')}
          </button>
        </div>
      )}
    </Field>
  );
}
