import { useState, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useLanguage, useLocale } from '../i18n/index.ts';
import { wholeNumberText, wholeNumberValue, type WholeNumberValue } from '../i18n/whole-number.ts';
import { Field } from './Field.tsx';

interface WholeNumberFieldProps<T extends FieldValues, I> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  control: Control<T, unknown, I>;
  name: FieldPath<T>;
  className?: string;
}

/**
 * Each keystroke gives the form the number read, or the text, so rules that follow the value
 * (meals following participants) see every step and the error quotes what was typed. A text
 * input, not `type="number"`: that hands the page only what the browser read in its own locale
 * (often nothing for `1.000`).
 */
export function WholeNumberField<T extends FieldValues, I>({
  label,
  hint,
  error,
  control,
  name,
  className,
}: WholeNumberFieldProps<T, I>) {
  const language = useLanguage();
  const locale = useLocale();
  const { field } = useController({ control, name });
  const value: unknown = field.value;
  // As typed, while the form holds what it reads as; a value set from outside replaces it.
  const [typing, setTyping] = useState<{ text: string; value: WholeNumberValue } | null>(null);
  const text =
    typing && Object.is(typing.value, value) ? typing.text : wholeNumberText(value, locale);
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(controlProps) => (
        <input
          {...controlProps}
          ref={field.ref}
          name={field.name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            const typed = event.target.value;
            const read = wholeNumberValue(typed, language);
            setTyping({ text: typed, value: read });
            field.onChange(read);
          }}
          onBlur={() => {
            setTyping(null);
            field.onBlur();
          }}
        />
      )}
    </Field>
  );
}
