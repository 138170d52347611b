const en = {
  'certificates.title': 'Certificates',
  'certificates.placeholder':
    'Look up a certificate by its booking reference or record id, download the PDF and share it.',
  // Lookup
  'certificates.lookup.intro':
    'Open a stay’s emission certificate with your booking reference or its record id.',
  'certificates.lookup.legend': 'Find a certificate',
  'certificates.lookup.label': 'Booking reference or record id',
  'certificates.lookup.hint':
    'Type it exactly as you received it, with the same capital and small letters. A record id looks like 3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f.',
  'certificates.lookup.mode': 'This looks like a record id. What did you receive?',
  'certificates.lookup.mode.auto': 'A record id',
  'certificates.lookup.mode.autoHint':
    'Choose “my booking reference” only if a booking reference of yours looks like this.',
  'certificates.lookup.mode.id': 'A record id',
  'certificates.lookup.mode.correlation': 'My booking reference',
  'certificates.lookup.submit': 'Open certificate',
  'certificates.lookup.error.empty':
    'Type or paste your booking reference, a record id or a certificate link.',
  'certificates.lookup.error.notCertificateLink':
    'This link does not lead to a certificate: “{text}”. Paste the link of a certificate page or of one of its files, or type the booking reference or record id.',
  'certificates.lookup.error.unreadable':
    'This could not be read: “{text}”. Paste only the certificate’s link, its record id or the booking reference, without other words around it.',
  'certificates.lookup.error.dotKey':
    'A booking reference of only dots cannot be looked up: web addresses drop such a part.',
  'certificates.lookup.error.notGuid':
    'A record id has 32 hexadecimal digits in groups of 8-4-4-4-12, like 3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f.',
  'certificates.almostId':
    'This looks like a record id, but it is not complete or has a wrong character. A record id has 32 hexadecimal digits in groups of 8-4-4-4-12, like 3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f: check that it was copied whole.',
  'certificates.lookup.demo': 'Try the demo record {key}.',
  'certificates.recent.title': 'Recently opened',
  'certificates.recent.hint': 'Kept on this device only: ids and names, nothing else.',
  'certificates.recent.empty': 'Certificates you open appear here.',
  'certificates.recent.clear': 'Clear list',
  'certificates.recent.cleared': 'The list is cleared.',
  'certificates.recent.unnamed': 'Certificate without a name',
  // Certificate
  'certificates.certificate': 'Certificate',
  'certificates.certificate.kicker': 'Emission certificate',
  'certificates.certificate.statement': 'This stay’s calculated emissions',
  'certificates.certificate.for': 'Issued for {name}',
  'certificates.certificate.exact': 'As reported by the service: {value}',
  'certificates.demo.badge': 'Demonstration',
  'certificates.demo.text':
    'This certificate comes from the built-in sandbox: its figures are illustrative, not a real certificate.',
  'certificates.field.guestName': 'Guest',
  'certificates.field.country': 'Country',
  'certificates.field.star': 'Hotel rating',
  'certificates.field.roomType': 'Room type',
  'certificates.field.numberOfPeople': 'People',
  'certificates.field.days': 'Days',
  'certificates.field.breakfast': 'Breakfast',
  'certificates.field.date': 'Date',
  'certificates.field.id': 'Record id',
  'certificates.field.correlation': 'Booking reference',
  'certificates.field.emission': 'Emission',
  'certificates.value.missing': 'Not stated',
  'certificates.value.days.one': '{count} day',
  'certificates.value.days.other': '{count} days',
  'certificates.value.people.one': '{count} person',
  'certificates.value.people.other': '{count} people',
  'certificates.value.stars.one': '{count} star',
  'certificates.value.stars.other': '{count} stars',
  'certificates.value.dateYourZone': 'in your time zone',
  'certificates.value.dateRaw': 'as given by the service',
  'certificates.roomType.STANDARD': 'Standard',
  'certificates.roomType.SUPERIOR': 'Superior',
  'certificates.roomType.SUITE': 'Suite',
  'certificates.copy': 'Copy',
  'certificates.copy.label': 'Copy: {field}',
  'certificates.copy.done': '{field} copied.',
  'certificates.copy.failed': 'Could not copy. Select the text and copy it yourself.',
  'certificates.newLookup': 'New lookup',
  'certificates.print': 'Print',
  // Files and sharing
  'certificates.files.title': 'Download and share',
  'certificates.files.pdf': 'Certificate (PDF)',
  'certificates.files.openPdf': 'Open PDF',
  'certificates.files.downloadPdf': 'Download PDF',
  'certificates.files.newTab': '(opens in a new tab)',
  'certificates.files.missing': 'The service gave no link for this file.',
  'certificates.files.unsafe':
    'The service gave a link that is not a safe web address, so it is not opened. It reads:',
  'certificates.images.title': 'Images for social networks',
  'certificates.images.showPreviews': 'Show previews',
  'certificates.images.hidePreviews': 'Hide previews',
  'certificates.images.facebook': 'Facebook',
  'certificates.images.twitter': 'X',
  'certificates.images.linkedin': 'LinkedIn',
  'certificates.images.alt': 'Certificate image for {network}: {name}',
  'certificates.images.size': '{width} × {height} pixels',
  'certificates.images.failed': 'The image could not be loaded.',
  'certificates.images.download': 'Download image',
  'certificates.images.downloadLabel': 'Download the {network} image',
  'certificates.share.on': 'Share on {network}',
  'certificates.share.text': 'Emission certificate “{name}”: {emission}',
  'certificates.share.link': 'Link to this certificate',
  'certificates.share.copyLink': 'Copy link',
  'certificates.share.linkCopied': 'Link copied.',
  'certificates.share.system': 'Share…',
  'certificates.share.systemFailed': 'Sharing did not work. Copy the link instead.',
  'certificates.share.shared': 'Shared.',
  'certificates.embed.title': 'Embed on your site',
  'certificates.embed.intro':
    'Show this certificate as a card on your own web page, such as a booking confirmation or a sustainability page. Choose its size and look, then copy the code into your page’s HTML.',
  'certificates.embed.width': 'Width',
  'certificates.embed.width.320': 'Narrow (320 pixels)',
  'certificates.embed.width.400': 'Medium (400 pixels)',
  'certificates.embed.width.560': 'Wide (560 pixels)',
  'certificates.embed.theme': 'Look',
  'certificates.embed.theme.auto': 'Automatic',
  'certificates.embed.theme.autoHint': 'Light or dark, as each reader’s device is set.',
  'certificates.embed.theme.light': 'Light',
  'certificates.embed.theme.dark': 'Dark',
  'certificates.embed.qr': 'Show the QR code on the card',
  'certificates.embed.code': 'Code for your page',
  'certificates.embed.codeHint':
    'Paste it where the card should appear. It is never wider than its place on your page, and narrows with it on a phone. The card speaks each reader’s language and needs no script.',
  'certificates.embed.copy': 'Copy code',
  'certificates.embed.copied': 'Code copied.',
  'certificates.embed.preview': 'Preview',
  'certificates.embed.previewHint':
    'The card as your page will show it: {width} pixels wide, or as wide as its place where that is narrower.',
  'certificates.embed.previewNarrower':
    'The card as a page this narrow will show it: as wide as its place, and {width} pixels wide where there is room.',
  'certificates.embed.previewTitle': 'Preview of the card: {name}',
  'certificates.embed.link': 'For sites that allow no frames',
  'certificates.embed.linkHint':
    'Some sites and newsletters do not show embedded cards. Link to the certificate page instead:',
  'certificates.embed.copyLink': 'Copy link (for sites without frames)',
  'certificates.embed.failed':
    'This part could not be loaded. Close it and open it again to try once more.',
  'certificates.qr.title': 'QR code',
  'certificates.qr.hint': 'Scan it with a phone to open this certificate there.',
  'certificates.qr.show': 'Show QR code',
  'certificates.qr.loading': 'Making the QR code…',
  'certificates.qr.alt': 'QR code of the link {link}',
  'certificates.qr.download': 'Download QR code',
  'certificates.qr.failed': 'The QR code could not be made.',
  // Correlation answers and states
  'certificates.correlation.title': 'Booking reference {key}',
  'certificates.correlation.several':
    '{count} certificates have this booking reference. Choose one.',
  'certificates.correlation.noId':
    'This certificate has no record id, so it cannot be opened alone.',
  'certificates.correlation.open': 'Open certificate',
  'certificates.notFound.title': 'No certificate found',
  'certificates.notFound.byId': 'There is no certificate with the record id {id}.',
  'certificates.notFound.byKey': 'There is no certificate with the booking reference “{key}”.',
  'certificates.notFound.hint':
    'Check the booking reference or record id, or ask whoever gave it to you.',
  'certificates.notFound.exact':
    'A booking reference must match exactly, with the same capital and small letters.',
  'certificates.invalidId.title': 'Not a record id',
  'certificates.invalidId.body':
    '“{id}” is not a record id. A record id has 32 hexadecimal digits in groups of 8-4-4-4-12.',
  'certificates.invalidId.asKey': 'Look it up as a booking reference',
  'certificates.error.title': 'The certificate could not be loaded',
  'certificates.loading': 'Loading the certificate…',
  // Link previews of a shared certificate page (the server writes them into the page's head)
  'certificates.preview.title': '{name} · Emission certificate',
  'certificates.preview.demoTitle': '{name} · Demonstration certificate',
  'certificates.preview.guest': 'Guest: {guest}',
  'certificates.preview.emission.kg.one': '{figure} kilogram of CO₂e',
  'certificates.preview.emission.kg.other': '{figure} kilograms of CO₂e',
  'certificates.preview.emission.t.one': '{figure} tonne of CO₂e',
  'certificates.preview.emission.t.other': '{figure} tonnes of CO₂e',
  'certificates.preview.stay.one': 'a stay of 1 day',
  'certificates.preview.stay.other': 'a stay of {count} days',
  // French and Italian name the country in brackets: their preposition depends on the country
  // (en France, au Portugal; in Italia, negli Stati Uniti). Names that take an article are in
  // src/i18n/country-phrases.ts.
  'certificates.preview.in': 'in {country}',
  'certificates.preview.from': 'from {date}',
  // The certificate card other sites embed (server/embed/): a few short lines, each fits one line
  'certificates.card.demoKicker': 'Demonstration certificate',
  'certificates.card.open': 'Open the full certificate',
  'certificates.card.issued': 'Issued on {date}',
  'certificates.card.emissionMissing': 'Emission not stated',
  'certificates.card.notFound.body': 'This certificate does not exist, or its link is incomplete.',
  'certificates.card.limited.title': 'Too many requests',
  'certificates.card.limited.body':
    'Many certificates were asked for from this address in a short time. Try again in a minute.',
  'certificates.card.failed.body': 'The service did not answer as expected. Try again later.',
  'certificates.card.lookup': 'Look up a certificate',
} as const;

/** English: the catalog every language falls back to. */
export const certificates = { en };
