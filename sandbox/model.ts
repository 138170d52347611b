/**
 * The sandbox's emission model: deterministic, and documented factor by factor in
 * docs/methodology.md. Every figure is kg CO2e. The real service's model is not published; these
 * numbers are plausible stand-ins from public sources, never a claim about the real service.
 */
import {
  canonicalMealType,
  type EventRequest,
  type HotelRequest,
  type MealInfo,
  type MealType,
  type OriginType,
  type RoomType,
} from '../src/api/contract.ts';

export const EMISSION_UNIT = 'kg CO2e';

/**
 * Rounds to two decimals (0.01 kg), half away from zero. Going through 15 significant digits first
 * removes binary drift, so 1.005 rounds to 1.01 as a reader expects.
 */
export function round2(value: number): number {
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  return (Math.sign(value) * cents) / 100 || 0;
}

// ---------------------------------------------------------------------------------------------
// Hotel stay
// ---------------------------------------------------------------------------------------------

/**
 * kg CO2e per occupied room-night by hotel country (UK government conversion factors, "Hotel
 * stay"; the 2025 set where it has the country, else the 2021 set).
 */
export const ROOM_NIGHT_FACTORS: Readonly<Record<string, number>> = {
  GB: 10.4,
  DE: 17.0,
  FR: 6.5,
  CH: 7.4,
  AT: 13.9,
  IT: 20.2,
  ES: 18.7,
  NL: 20.9,
  BE: 10.9,
  US: 20.9,
  SE: 4.9,
  CR: 4.7,
  AE: 63.6,
  MV: 152.0,
};

/** Assumption: countries without a published factor use the median of the listed ones. */
export const FALLBACK_ROOM_NIGHT_FACTOR = 15.45;

/** `UK` is not an ISO 3166-1 code but is common in bookings; it reads as `GB`. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { UK: 'GB' };

function roomNightFactor(countryCode: string): { factor: number; fallback: boolean } {
  const code = countryCode.toUpperCase();
  const factor = ROOM_NIGHT_FACTORS[COUNTRY_ALIASES[code] ?? code];
  return factor === undefined
    ? { factor: FALLBACK_ROOM_NIGHT_FACTOR, fallback: true }
    : { factor, fallback: false };
}

/**
 * Multiplier on the country factor by star rating, relative to a 3-star hotel (assumed to be the
 * country average). From ADEME per-night figures (unclassified 4.73, 3 stars 8.47, 4 stars 11.43,
 * 5 stars 17.11); 2 stars is set between ADEME (≈ 3 stars) and the +30 % step of fairhospitality.
 */
export const STAR_MULTIPLIERS: Readonly<Record<number, number>> = {
  1: 0.56,
  2: 0.85,
  3: 1.0,
  4: 1.35,
  5: 2.02,
};

/** Assumption: larger rooms use more energy per night. */
export const ROOM_TYPE_MULTIPLIERS: Readonly<Record<RoomType, number>> = {
  STANDARD: 1.0,
  SUPERIOR: 1.25,
  SUIT: 1.75,
};

/** kg CO2e per breakfast per guest (myclimate-certified factor). */
export const BREAKFAST_PER_GUEST_NIGHT = 1.0;

/** Assumption: double occupancy. */
export const GUESTS_PER_ROOM = 2;

export interface HotelEmission {
  rooms: number;
  nights: number;
  emission: number;
  breakdown: { accommodation: number; breakfast: number };
  factors: {
    roomNight: number;
    roomNightFallback: boolean;
    starMultiplier: number;
    roomTypeMultiplier: number;
    breakfastPerGuestNight: number;
  };
}

function starMultiplier(star: number): number {
  const clamped = Math.min(5, Math.max(1, Math.round(star)));
  return STAR_MULTIPLIERS[clamped] ?? 1;
}

export function hotelEmission(request: HotelRequest): HotelEmission {
  const rooms = Math.ceil(request.numberOfGuests / GUESTS_PER_ROOM);
  // Assumption: the spec's `days` of a stay counts the nights booked.
  const nights = request.days;
  const country = roomNightFactor(request.countryCode);
  const stars = starMultiplier(request.star);
  const roomType = ROOM_TYPE_MULTIPLIERS[request.roomType];
  const accommodation = round2(rooms * nights * country.factor * stars * roomType);
  const breakfast = request.breakfast
    ? round2(request.numberOfGuests * nights * BREAKFAST_PER_GUEST_NIGHT)
    : 0;
  return {
    rooms,
    nights,
    emission: round2(accommodation + breakfast),
    breakdown: { accommodation, breakfast },
    factors: {
      roomNight: country.factor,
      roomNightFallback: country.fallback,
      starMultiplier: stars,
      roomTypeMultiplier: roomType,
      breakfastPerGuestNight: BREAKFAST_PER_GUEST_NIGHT,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Event
// ---------------------------------------------------------------------------------------------

/** kg CO2e per passenger-kilometre (activeyouth.lt sustainable-events guide). */
export const TRAVEL_MODE_FACTORS = {
  plane: 0.16,
  car: 0.14,
  bus: 0.08,
  train: 0.03,
  /** Walking and cycling. */
  active: 0,
} as const;
export type TravelMode = keyof typeof TRAVEL_MODE_FACTORS;

/** Assumptions: round-trip distance per participant and the share of each mode, per origin scope. */
export const ORIGIN_SCOPES: Readonly<
  Record<OriginType, { roundTripKm: number; modes: Partial<Record<TravelMode, number>> }>
> = {
  LOCAL: { roundTripKm: 30, modes: { car: 0.5, bus: 0.3, active: 0.2 } },
  REGIONAL: { roundTripKm: 200, modes: { car: 0.6, train: 0.3, bus: 0.1 } },
  NATIONAL: { roundTripKm: 800, modes: { car: 0.4, train: 0.5, plane: 0.1 } },
  EUROPE: { roundTripKm: 2_000, modes: { plane: 0.6, train: 0.3, car: 0.1 } },
  INTERNATIONAL: { roundTripKm: 12_000, modes: { plane: 1.0 } },
};

/** kg CO2e of one participant's round trip from the given origin scope. */
export function travelPerParticipant(originType: OriginType): number {
  const scope = ORIGIN_SCOPES[originType];
  let perKm = 0;
  for (const [mode, share] of Object.entries(scope.modes) as [TravelMode, number][]) {
    perKm += share * TRAVEL_MODE_FACTORS[mode];
  }
  return scope.roundTripKm * perKm;
}

/**
 * kg CO2e per meal served: a meat meal a third of a high-meat diet day (7.19 / 3), a vegetarian
 * meal a third of a vegetarian day (3.81 / 3), a coffee break a coffee with a pastry.
 */
export const MEAL_FACTORS: Readonly<Record<MealType, number>> = {
  MEAT: 2.4,
  VEGETARIAN: 1.27,
  COFFEE_BREAK: 0.25,
};

/**
 * Assumption: participants not covered by a main menu (MEAT or VEGETARIAN) in `mealInfo` get one
 * meal of the request's top-level `mealType`. Coffee breaks come on top of a menu, not instead.
 */
function mealEmission(
  mealInfo: readonly MealInfo[],
  participants: number,
  mealType: MealType,
): number {
  let total = 0;
  let covered = 0;
  for (const meal of mealInfo) {
    const type = canonicalMealType(meal.mealType);
    total += meal.mealCount * MEAL_FACTORS[type];
    if (type !== 'COFFEE_BREAK') covered += meal.mealCount;
  }
  const uncovered = Math.max(0, participants - covered);
  return total + uncovered * MEAL_FACTORS[mealType];
}

/**
 * Assumption: every participant stays every night, in a standard room of a 3-star hotel in a
 * country not known to the request (fallback factor), double occupancy, with breakfast.
 */
function accommodationEmission(participants: number, overnightStays: number): number {
  if (overnightStays <= 0) return 0;
  return hotelEmission({
    roomType: 'STANDARD',
    numberOfGuests: participants,
    countryCode: 'ZZ',
    breakfast: true,
    star: 3,
    days: overnightStays,
  }).emission;
}

export interface EventEmission {
  travel: number;
  meals: number;
  accommodation: number;
  emission: number;
}

export function eventEmission(request: EventRequest): EventEmission {
  const travel = round2(request.participants * travelPerParticipant(request.originType));
  const meals = round2(
    mealEmission(request.mealInfo, request.participants, canonicalMealType(request.mealType)),
  );
  const accommodation = accommodationEmission(request.participants, request.overnightStays);
  return { travel, meals, accommodation, emission: round2(travel + meals + accommodation) };
}
