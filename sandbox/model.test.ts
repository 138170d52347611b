import { describe, expect, it } from 'vitest';
import type { EventRequest, HotelRequest, OriginType } from '../src/api/contract.ts';
import {
  eventEmission,
  FALLBACK_ROOM_NIGHT_FACTOR,
  hotelEmission,
  ORIGIN_SCOPES,
  round2,
  travelPerParticipant,
} from './model.ts';

const hotel: HotelRequest = {
  roomType: 'STANDARD',
  numberOfGuests: 2,
  countryCode: 'DE',
  breakfast: false,
  star: 3,
  days: 2,
};
const event: EventRequest = {
  originType: 'NATIONAL',
  mealInfo: [{ mealCount: 10, mealType: 'VEGETARIAN' }],
  participants: 20,
  mealType: 'VEGETARIAN',
  overnightStays: 1,
};

const hotelKg = (change: Partial<HotelRequest>) => hotelEmission({ ...hotel, ...change }).emission;
const eventKg = (change: Partial<EventRequest>) => eventEmission({ ...event, ...change }).emission;

describe('round2', () => {
  it('rounds half away from zero without binary drift', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(0)).toBe(0);
  });
});

describe('hotel model', () => {
  it('computes the documented worked example', () => {
    // 1 room × 3 nights × 17.0 (DE) × 1.35 (4 stars) × 1.0 (standard) + 2 guests × 3 × 1.0 breakfast
    const result = hotelEmission({ ...hotel, star: 4, days: 3, breakfast: true });
    expect(result).toMatchObject({
      rooms: 1,
      nights: 3,
      emission: 74.85,
      breakdown: { accommodation: 68.85, breakfast: 6 },
    });
  });

  it('uses the stated fallback for countries without a published factor', () => {
    expect(hotelEmission({ ...hotel, countryCode: 'JP' }).factors).toMatchObject({
      roomNight: FALLBACK_ROOM_NIGHT_FACTOR,
      roomNightFallback: true,
    });
    expect(hotelKg({ countryCode: 'UK' })).toBe(hotelKg({ countryCode: 'GB' }));
  });

  it('keeps rooms from guests at two guests a room', () => {
    expect(hotelEmission({ ...hotel, numberOfGuests: 1 }).rooms).toBe(1);
    expect(hotelEmission({ ...hotel, numberOfGuests: 3 }).rooms).toBe(2);
  });

  it('gives more emissions for more days', () => {
    for (let days = 1; days < 30; days += 1) {
      expect(hotelKg({ days: days + 1 })).toBeGreaterThan(hotelKg({ days }));
    }
  });

  it('gives more emissions for more stars', () => {
    for (let star = 1; star < 5; star += 1) {
      expect(hotelKg({ star: star + 1 })).toBeGreaterThan(hotelKg({ star }));
    }
  });

  it('gives more emissions with breakfast', () => {
    expect(hotelKg({ breakfast: true })).toBeGreaterThan(hotelKg({ breakfast: false }));
  });

  it('gives more emissions for a larger room type', () => {
    expect(hotelKg({ roomType: 'SUPERIOR' })).toBeGreaterThan(hotelKg({ roomType: 'STANDARD' }));
    expect(hotelKg({ roomType: 'SUIT' })).toBeGreaterThan(hotelKg({ roomType: 'SUPERIOR' }));
  });

  it('never gives less for more guests, and more with breakfast or a new room', () => {
    for (let guests = 1; guests < 40; guests += 1) {
      expect(hotelKg({ numberOfGuests: guests + 1 })).toBeGreaterThanOrEqual(
        hotelKg({ numberOfGuests: guests }),
      );
      expect(hotelKg({ numberOfGuests: guests + 1, breakfast: true })).toBeGreaterThan(
        hotelKg({ numberOfGuests: guests, breakfast: true }),
      );
    }
    expect(hotelKg({ numberOfGuests: 3 })).toBeGreaterThan(hotelKg({ numberOfGuests: 2 }));
  });
});

describe('event model', () => {
  it('orders origin scopes from near to far', () => {
    const order = Object.keys(ORIGIN_SCOPES) as OriginType[];
    for (let index = 1; index < order.length; index += 1) {
      const nearer = order[index - 1] as OriginType;
      const farther = order[index] as OriginType;
      expect(travelPerParticipant(farther)).toBeGreaterThan(travelPerParticipant(nearer));
      expect(eventKg({ originType: farther })).toBeGreaterThan(eventKg({ originType: nearer }));
    }
  });

  it('states mode shares that add up to one', () => {
    for (const scope of Object.values(ORIGIN_SCOPES)) {
      const total = Object.values(scope.modes).reduce((sum, share) => sum + share, 0);
      expect(total).toBeCloseTo(1, 10);
    }
  });

  it('gives more emissions for more participants and more nights', () => {
    for (let participants = 1; participants < 50; participants += 1) {
      expect(eventKg({ participants: participants + 1 })).toBeGreaterThan(
        eventKg({ participants }),
      );
    }
    for (let nights = 0; nights < 10; nights += 1) {
      expect(eventKg({ overnightStays: nights + 1 })).toBeGreaterThan(
        eventKg({ overnightStays: nights }),
      );
    }
  });

  it('gives more emissions for meat than for vegetarian meals', () => {
    expect(eventKg({ mealInfo: [{ mealCount: 10, mealType: 'MEAT' }] })).toBeGreaterThan(
      eventKg({ mealInfo: [{ mealCount: 10, mealType: 'VEGETARIAN' }] }),
    );
    expect(eventKg({ mealType: 'MEAT' })).toBeGreaterThan(eventKg({ mealType: 'VEGETARIAN' }));
    expect(eventKg({ mealType: 'VEGETARIAN' })).toBeGreaterThan(
      eventKg({ mealType: 'COFFEE_BREAK' }),
    );
  });

  it('treats both coffee break spellings alike', () => {
    expect(eventKg({ mealInfo: [{ mealCount: 5, mealType: 'COFEE_BREAK' }] })).toBe(
      eventKg({ mealInfo: [{ mealCount: 5, mealType: 'COFFEE_BREAK' }] }),
    );
  });

  it('adds travel, meals and accommodation to the total', () => {
    const result = eventEmission(event);
    expect(result.emission).toBe(round2(result.travel + result.meals + result.accommodation));
    expect(eventEmission({ ...event, overnightStays: 0 }).accommodation).toBe(0);
  });
});
