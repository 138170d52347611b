import { Controller } from 'react-hook-form';
import { LIMITS, ROOM_TYPES, type HotelRequest } from '../../api/contract.ts';
import { useT } from '../../i18n/index.ts';
import { useConnection } from '../../settings/connection.ts';
import { CountryCombobox } from '../../ui/CountryCombobox.tsx';
import { Field, FieldError } from '../../ui/Field.tsx';
import { WholeNumberField } from '../../ui/WholeNumberField.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import type { UrlInput } from '../../routing/useUrlForm.ts';
import type { hotelSearchSchema } from './route.ts';
import { hotelUrlForm } from './search.ts';
import { useCalculatorForm } from '../../lib/useCalculatorForm.ts';
import { hotelControlOf } from './field-labels.ts';

interface HotelFormProps {
  /** The submitted input in the URL (the page's `useUrlInput`). */
  url: UrlInput<typeof hotelSearchSchema, HotelRequest>;
  calculating: boolean;
  /** The failure of the submitted input's calculation: fields it names show its words. */
  serviceError?: unknown;
}

/**
 * The hotel stay's input. Shows what the URL holds; keeps what was typed but not submitted.
 */
export function HotelForm({ url, calculating, serviceError }: HotelFormProps) {
  const t = useT();
  const { form, submit, startOver } = useCalculatorForm(hotelUrlForm, url, {
    serviceError,
    controlOf: hotelControlOf,
  });
  // How the built-in sandbox reads days matters only to a reader of the sandbox.
  const { isSandbox } = useConnection();
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  const onSubmit = handleSubmit(submit);

  const starLabel = (stars: number) => t('hotel.stars', { count: stars });

  return (
    <form className="card hotel-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 className="hotel-form__title">{t('hotel.form.legend')}</h2>
      <fieldset
        className={['field', 'choice-group', errors.roomType ? 'field--invalid' : ''].join(' ')}
        aria-describedby={errors.roomType ? 'hotel-room-type-error' : undefined}
      >
        <legend className="field__label">{t('hotel.roomType')}</legend>
        <div className="segmented">
          {ROOM_TYPES.map((roomType) => (
            <label key={roomType} className="segmented__option">
              <input
                type="radio"
                className="input-behind-label"
                value={roomType}
                {...register('roomType')}
              />
              <span>{t(`hotel.roomType.${roomType}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id="hotel-room-type-error" message={errors.roomType?.message} />
      </fieldset>

      <Controller
        control={control}
        name="countryCode"
        render={({ field }) => (
          <Field
            label={t('hotel.country')}
            hint={t('hotel.country.hint')}
            error={errors.countryCode?.message}
          >
            {(controlProps) => (
              <CountryCombobox
                {...controlProps}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                messages={{
                  listLabel: t('hotel.country.listLabel'),
                  showAll: t('hotel.country.showAll'),
                  noResults: t('hotel.country.noResults'),
                  resultCount: (count) => t('hotel.country.results', { count }),
                }}
              />
            )}
          </Field>
        )}
      />

      <div className="hotel-form__numbers">
        <WholeNumberField
          label={t('hotel.guests')}
          hint={t('hotel.guests.hint', LIMITS.numberOfGuests)}
          error={errors.numberOfGuests?.message}
          control={control}
          name="numberOfGuests"
        />
        <WholeNumberField
          label={t('hotel.days')}
          hint={`${t('hotel.days.hint', LIMITS.days)} ${t(isSandbox ? 'hotel.days.note' : 'hotel.days.noteService')}`}
          error={errors.days?.message}
          control={control}
          name="days"
        />
      </div>

      <Controller
        control={control}
        name="star"
        render={({ field }) => (
          <StarRating
            legend={t('hotel.star')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            min={LIMITS.star.min}
            max={LIMITS.star.max}
            labelOf={starLabel}
            error={errors.star?.message}
          />
        )}
      />

      <label className="choice hotel-form__breakfast">
        <input type="checkbox" {...register('breakfast')} />
        <span>{t('hotel.breakfast')}</span>
      </label>

      <div className="button-row">
        <button type="submit" className="button">
          {t('hotel.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={startOver}>
          {t('common.startOver')}
        </button>
        <span className="hotel-form__status" role="status">
          {calculating ? t('hotel.calculating') : ''}
        </span>
      </div>
    </form>
  );
}
