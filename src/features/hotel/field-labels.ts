/** The labels under which the reader sees the hotel fields a service names by their path. */
import type { MessageKey, Translate } from '../../i18n/index.ts';
import type { FieldLabeller } from '../../lib/describe-error.ts';
import type { HotelFormValues } from './search.ts';

const HOTEL_FIELDS: Readonly<Record<string, MessageKey>> = {
  roomType: 'hotel.roomType',
  numberOfGuests: 'hotel.guests',
  countryCode: 'hotel.country',
  breakfast: 'hotel.breakfast',
  star: 'hotel.star',
  days: 'hotel.days',
};

export function hotelFieldLabeller(t: Translate): FieldLabeller {
  return (field) => {
    const key = Object.hasOwn(HOTEL_FIELDS, field) ? HOTEL_FIELDS[field] : undefined;
    return key ? t(key) : undefined;
  };
}

/** The form's control for a service's field path: the request's fields are the form's. */
export function hotelControlOf(field: string): keyof HotelFormValues | undefined {
  return Object.hasOwn(HOTEL_FIELDS, field) ? (field as keyof HotelFormValues) : undefined;
}
