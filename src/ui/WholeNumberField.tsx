import { useState, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useLanguage, useLocale } from '../i18n/index.ts';
import { wholeNumberText, wholeNumberValue, type WholeNumberValue } from '../i18n/whole-number.ts';
import { Field } from './Field.tsx';

interface WholeNumberFieldProps<T extends FieldValues, I> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The field's value: a number, NaN while empty, or the text that is no whole number. */
  control: Control<T, unknown, I>;
  name: FieldPath<T>;
  className?: string;
}

/**
 * A labelled whole-number input with its hint and error, typed the reader's way (`1.000` in
 * German, `1 000` in French): each keystroke gives the form the number read, or the text when it
 * reads as none, so that rules that follow the value (meals that follow participants) see every
 * step and the error can quote what was typed. Out of the field, the number shows in the reader's
 * format.
 *
 * A text input, not `type="number"`: a number input hands the page only what the browser could
 * read in its own locale (often nothing for `1.000`), so the app could neither read the reader's
 * grouping nor name what it refused.
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
  // What is being typed, as typed, while the form holds what it reads as; a value set from outside
  // meanwhile (a reset, a link) replaces it.
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
