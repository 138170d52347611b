import { useId, type ReactNode, type Ref } from 'react';
import { FieldError } from './Field.tsx';
import './controls.css';

interface StarRatingProps {
  legend: ReactNode;
  name: string;
  /** NaN or out of range when none is chosen. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** The radio that gets focus on an error (the chosen one, else the first). */
  inputRef?: Ref<HTMLInputElement>;
  min?: number;
  max?: number;
  labelOf: (stars: number) => string;
  error?: string;
}

/** Native radios drawn as stars: arrow keys move, Space chooses. */
export function StarRating({
  legend,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  min = 1,
  max = 5,
  labelOf,
  error,
}: StarRatingProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const ratings = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  const chosen = ratings.includes(value);
  const focusTarget = chosen ? value : min;
  return (
    <fieldset
      className={['field', 'star-rating', error ? 'field--invalid' : ''].join(' ').trim()}
      aria-describedby={errorId}
    >
      <legend className="field__label">{legend}</legend>
      <div className="star-rating__stars">
        {ratings.map((stars) => (
          <span key={stars} className="star-rating__item">
            <input
              ref={stars === focusTarget ? inputRef : undefined}
              id={`${id}-${stars}`}
              className="star-rating__input input-behind-label"
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
            />
            <label
              htmlFor={`${id}-${stars}`}
              className={
                chosen && stars <= value ? 'star-rating__star is-filled' : 'star-rating__star'
              }
            >
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{labelOf(stars)}</span>
            </label>
          </span>
        ))}
        <span className="star-rating__value" aria-hidden="true">
          {chosen ? labelOf(value) : ''}
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
