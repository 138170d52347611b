const en = {
  'certificates.title': 'Certificates',
  'certificates.placeholder':
    'Look up a certificate by its record id or correlation key, download the PDF and share it.',
} as const;

const de: Record<keyof typeof en, string> = {
  'certificates.title': 'Zertifikate',
  'certificates.placeholder':
    'Suchen Sie ein Zertifikat über seine Datensatz-ID oder seinen Korrelationsschlüssel, laden Sie das PDF herunter und teilen Sie es.',
};

export const certificates = { en, de };
