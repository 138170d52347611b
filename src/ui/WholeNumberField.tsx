import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field.tsx';

interface WholeNumberFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  bounds: { min: number; max: number };
  /** `register(name, { valueAsNumber: true })`. */
  registration: UseFormRegisterReturn;
  className?: string;
}

/** A labelled whole-number input with its bounds, hint and error. */
export function WholeNumberField({
  label,
  hint,
  error,
  bounds,
  registration,
  className,
}: WholeNumberFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={1}
        />
      )}
    </Field>
  );
}
