import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, ROOM_TYPES, type HotelRequest } from '../../api/contract.ts';
import { normalizeHotelInput } from './input.ts';
import { useT } from '../../i18n/index.ts';
import { localizedParams } from '../../i18n/validation.ts';
import { CountryCombobox } from '../../ui/CountryCombobox.tsx';
import { Field, FieldError } from '../../ui/Field.tsx';
import { WholeNumberField } from '../../ui/WholeNumberField.tsx';
import { StarRating } from '../../ui/StarRating.tsx';
import { useDraft } from '../../ui/useDraft.ts';
import { hotelFormSchema } from './form-schema.ts';
import {
  acceptDraft,
  formValuesOf,
  hasHotelInput,
  submittedKeyOf,
  type HotelFormValues,
  type HotelSearch,
} from './search.ts';

const DRAFT_KEY = 'emission-desk.draft.hotel';

interface HotelFormProps {
  /** The submitted input in the URL; the form follows it when it changes (back, forward, links). */
  search: HotelSearch;
  onCalculate: (input: HotelRequest) => void;
  calculating: boolean;
}

export function HotelForm({ search, onCalculate, calculating }: HotelFormProps) {
  const t = useT();
  const resolver = useMemo(() => zodResolver(hotelFormSchema, localizedParams(t)), [t]);
  const submittedKey = submittedKeyOf(search);
  const form = useForm<HotelFormValues>({
    defaultValues: formValuesOf(search),
    resolver,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  useDraft(DRAFT_KEY, form, submittedKey, acceptDraft);

  const appliedKey = useRef(submittedKey);
  useEffect(() => {
    if (appliedKey.current !== submittedKey) {
      appliedKey.current = submittedKey;
      form.reset(formValuesOf(search));
    }
    // A link with invalid input shows its errors at the fields, and nothing is sent.
    if (hasHotelInput(search) && !normalizeHotelInput(formValuesOf(search))) void form.trigger();
  }, [submittedKey, search, form]);

  const onSubmit = handleSubmit((values) => {
    const input = normalizeHotelInput(values);
    if (input) onCalculate(input);
  });

  const starLabel = (stars: number) =>
    stars === 1 ? t('hotel.star.one') : t('hotel.star.many', { count: stars });

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
          bounds={LIMITS.numberOfGuests}
          registration={register('numberOfGuests', { valueAsNumber: true })}
        />
        <WholeNumberField
          label={t('hotel.days')}
          hint={t('hotel.days.hint', LIMITS.days)}
          error={errors.days?.message}
          bounds={LIMITS.days}
          registration={register('days', { valueAsNumber: true })}
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
        <span className="hotel-form__status" role="status">
          {calculating ? t('hotel.calculating') : ''}
        </span>
      </div>
    </form>
  );
}
