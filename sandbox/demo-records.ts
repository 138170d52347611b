/**
 * The records a fresh store starts with. Their ids and correlation keys are fixed, so demos, the
 * README and tests can rely on them (see sandbox/README.md, "Demo records").
 */
import type { RoomType } from '../src/api/contract.ts';
import { hotelEmission } from './model.ts';
import type { StoredRecord } from './record.ts';

interface DemoStay {
  id: string;
  correlation: string;
  name: string;
  guestName: string;
  countryCode: string;
  roomType: RoomType;
  numberOfPeople: number;
  breakfast: boolean;
  star: number;
  days: number;
  date: string;
}

export const DEMO_STAYS: readonly DemoStay[] = [
  {
    id: '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f',
    correlation: 'DEMO-BERLIN-2026',
    name: 'Sustainability Summit Berlin',
    guestName: 'Jürgen Weiß',
    countryCode: 'DE',
    roomType: 'STANDARD',
    numberOfPeople: 2,
    breakfast: true,
    star: 4,
    days: 3,
    date: '2026-03-12T15:00:00',
  },
  {
    id: '8a1d2e3f-4b5c-4d6e-8f70-9a1b2c3d4e5f',
    correlation: 'DEMO-PARIS-2026',
    name: 'Product Launch Paris',
    guestName: 'Camille Martin',
    countryCode: 'FR',
    roomType: 'SUPERIOR',
    numberOfPeople: 1,
    breakfast: false,
    star: 3,
    days: 2,
    date: '2026-04-20T14:30:00',
  },
  {
    id: 'c4e5f6a7-b8c9-4dae-9f01-23456789abcd',
    correlation: 'DEMO-DUBAI-2026',
    name: 'Board Retreat Dubai',
    guestName: 'Omar Haddad',
    countryCode: 'AE',
    roomType: 'SUIT',
    numberOfPeople: 4,
    breakfast: true,
    star: 5,
    days: 4,
    date: '2026-05-05T16:00:00',
  },
];

export function demoRecords(): StoredRecord[] {
  return DEMO_STAYS.map((stay) => ({
    ...stay,
    emission: hotelEmission({ ...stay, numberOfGuests: stay.numberOfPeople }).emission,
    createdAt: `${stay.date}Z`,
  }));
}

/** The demo records' correlation keys: reserved, so nobody can shadow a demo record by its key. */
export const RESERVED_CORRELATION_KEYS: ReadonlySet<string> = new Set(
  DEMO_STAYS.map((stay) => stay.correlation),
);
