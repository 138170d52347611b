/** Levers: variants of the same stay that a guest could choose instead. */
import type { HotelRequest } from '../../api/contract.ts';

type HotelLeverId = 'noBreakfast' | 'starLower' | 'standardRoom';

export interface HotelVariant {
  id: HotelLeverId;
  input: HotelRequest;
}

/** The variants that change something for this stay, in a fixed order. */
export function hotelLeverVariants(input: HotelRequest): HotelVariant[] {
  const variants: HotelVariant[] = [];
  if (input.breakfast) variants.push({ id: 'noBreakfast', input: { ...input, breakfast: false } });
  if (input.star > 1) variants.push({ id: 'starLower', input: { ...input, star: input.star - 1 } });
  if (input.roomType !== 'STANDARD') {
    variants.push({ id: 'standardRoom', input: { ...input, roomType: 'STANDARD' } });
  }
  return variants;
}
