const en = {
  'hotel.title': 'Hotel stay calculator',
  'hotel.placeholder': 'Pre-calculate the emissions of a hotel stay in any country.',
} as const;

const de: Record<keyof typeof en, string> = {
  'hotel.title': 'Hotelaufenthalt berechnen',
  'hotel.placeholder': 'Berechnen Sie vorab die Emissionen eines Hotelaufenthalts in jedem Land.',
};

export const hotel = { en, de };
