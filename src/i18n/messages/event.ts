const en = {
  'event.title': 'Event calculator',
  'event.placeholder':
    'Pre-calculate the emissions of an event: participants, their origin, meals and overnight stays.',
} as const;

const de: Record<keyof typeof en, string> = {
  'event.title': 'Veranstaltungsrechner',
  'event.placeholder':
    'Berechnen Sie vorab die Emissionen einer Veranstaltung: Teilnehmende, ihre Herkunft, Mahlzeiten und Übernachtungen.',
};

export const event = { en, de };
