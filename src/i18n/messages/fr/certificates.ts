import type { certificates } from '../certificates.ts';

export const fr: Record<keyof typeof certificates.en, string> = {
  'certificates.title': 'Certificats',
  'certificates.placeholder':
    'Retrouvez un certificat par sa référence de réservation ou son identifiant d’enregistrement, téléchargez le PDF et partagez-le.',
  // Lookup
  'certificates.lookup.intro':
    'Ouvrez le certificat d’émissions d’un séjour avec votre référence de réservation ou son identifiant d’enregistrement.',
  'certificates.lookup.legend': 'Retrouver un certificat',
  'certificates.lookup.label': 'Référence de réservation ou identifiant d’enregistrement',
  'certificates.lookup.hint':
    'Saisissez-le exactement tel que vous l’avez reçu, avec les mêmes majuscules et minuscules. Un identifiant d’enregistrement ressemble à 3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f.',
  'certificates.lookup.mode':
    'Cela ressemble à un identifiant d’enregistrement. Qu’avez-vous reçu ?',
  'certificates.lookup.mode.auto': 'Un identifiant d’enregistrement',
  'certificates.lookup.mode.autoHint':
    'Ne choisissez « Ma référence de réservation » que si l’une de vos références ressemble à ceci.',
  'certificates.lookup.mode.id': 'Un identifiant d’enregistrement',
  'certificates.lookup.mode.correlation': 'Ma référence de réservation',
  'certificates.lookup.submit': 'Ouvrir le certificat',
  'certificates.lookup.error.empty':
    'Saisissez ou collez votre référence de réservation, un identifiant d’enregistrement ou le lien d’un certificat.',
  'certificates.lookup.error.notCertificateLink':
    'Ce lien ne mène à aucun certificat. Collez le lien d’une page de certificat, ou saisissez la référence de réservation ou l’identifiant d’enregistrement.',
  'certificates.lookup.error.dotKey':
    'Une référence de réservation faite uniquement de points ne peut pas être recherchée : les adresses web suppriment une telle partie.',
  'certificates.almostId':
    'Cela ressemble à un identifiant d’enregistrement, mais il est incomplet ou contient un caractère erroné. Un identifiant d’enregistrement compte 32 chiffres hexadécimaux en groupes de 8-4-4-4-12, comme 3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f : vérifiez qu’il a été copié en entier.',
  'certificates.lookup.error.notGuid':
    'Un identifiant d’enregistrement compte 32 chiffres hexadécimaux en groupes de 8-4-4-4-12, comme 3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f.',
  'certificates.lookup.demo': 'Essayez l’enregistrement de démonstration {key}.',
  'certificates.recent.title': 'Ouverts récemment',
  'certificates.recent.hint':
    'Conservés uniquement sur cet appareil : identifiants et noms, rien d’autre.',
  'certificates.recent.empty': 'Les certificats que vous ouvrez apparaissent ici.',
  'certificates.recent.clear': 'Vider la liste',
  'certificates.recent.cleared': 'La liste est vidée.',
  'certificates.recent.unnamed': 'Certificat sans nom',
  // Certificate
  'certificates.certificate': 'Certificat',
  'certificates.certificate.kicker': 'Certificat d’émissions',
  'certificates.certificate.statement': 'Les émissions calculées de ce séjour',
  'certificates.certificate.for': 'Établi pour {name}',
  'certificates.certificate.exact': 'Valeur transmise par le service : {value}',
  'certificates.demo.badge': 'Démonstration',
  'certificates.demo.text':
    'Ce certificat provient de la sandbox intégrée : ses chiffres sont donnés à titre d’illustration, ce n’est pas un vrai certificat.',
  'certificates.field.guestName': 'Client',
  'certificates.field.country': 'Pays',
  'certificates.field.star': 'Catégorie de l’hôtel',
  'certificates.field.roomType': 'Type de chambre',
  'certificates.field.numberOfPeople': 'Personnes',
  'certificates.field.days': 'Jours',
  'certificates.field.breakfast': 'Petit-déjeuner',
  'certificates.field.date': 'Date',
  'certificates.field.id': 'Identifiant d’enregistrement',
  'certificates.field.correlation': 'Référence de réservation',
  'certificates.field.emission': 'Émission',
  'certificates.value.missing': 'Non indiqué',
  'certificates.value.days.one': '{count} jour',
  'certificates.value.days.other': '{count} jours',
  'certificates.value.people.one': '{count} personne',
  'certificates.value.people.other': '{count} personnes',
  'certificates.value.stars.one': '{count} étoile',
  'certificates.value.stars.other': '{count} étoiles',
  'certificates.value.dateRaw': 'tel que fourni par le service',
  'certificates.roomType.STANDARD': 'Standard',
  'certificates.roomType.SUPERIOR': 'Supérieure',
  'certificates.roomType.SUITE': 'Suite',
  'certificates.copy': 'Copier',
  'certificates.copy.label': 'Copier : {field}',
  'certificates.copy.done': '{field} : copié.',
  'certificates.copy.failed': 'Copie impossible. Sélectionnez le texte et copiez-le vous-même.',
  'certificates.newLookup': 'Nouvelle recherche',
  'certificates.print': 'Imprimer',
  // Files and sharing
  'certificates.files.title': 'Télécharger et partager',
  'certificates.files.pdf': 'Certificat (PDF)',
  'certificates.files.openPdf': 'Ouvrir le PDF',
  'certificates.files.downloadPdf': 'Télécharger le PDF',
  'certificates.files.newTab': '(s’ouvre dans un nouvel onglet)',
  'certificates.files.missing': 'Le service n’a fourni aucun lien pour ce fichier.',
  'certificates.files.unsafe':
    'Le service a fourni un lien qui n’est pas une adresse web sûre : il n’est donc pas ouvert. Le voici :',
  'certificates.images.title': 'Images pour les réseaux sociaux',
  'certificates.images.showPreviews': 'Afficher les aperçus',
  'certificates.images.hidePreviews': 'Masquer les aperçus',
  'certificates.images.facebook': 'Facebook',
  'certificates.images.twitter': 'X',
  'certificates.images.linkedin': 'LinkedIn',
  'certificates.images.alt': 'Image du certificat pour {network} : {name}',
  'certificates.images.size': '{width} × {height} pixels',
  'certificates.images.failed': 'L’image n’a pas pu être chargée.',
  'certificates.images.download': 'Télécharger l’image',
  'certificates.images.downloadLabel': 'Télécharger l’image pour {network}',
  'certificates.share.on': 'Partager sur {network}',
  'certificates.share.text': 'Certificat d’émissions « {name} » : {emission}',
  'certificates.share.link': 'Lien vers ce certificat',
  'certificates.share.copyLink': 'Copier le lien',
  'certificates.share.linkCopied': 'Lien copié.',
  'certificates.share.system': 'Partager…',
  'certificates.share.systemFailed': 'Le partage n’a pas fonctionné. Copiez plutôt le lien.',
  'certificates.share.shared': 'Partagé.',
  'certificates.qr.title': 'Code QR',
  'certificates.qr.hint': 'Scannez-le avec un téléphone pour y ouvrir ce certificat.',
  'certificates.qr.show': 'Afficher le code QR',
  'certificates.qr.loading': 'Création du code QR…',
  'certificates.qr.alt': 'Code QR du lien {link}',
  'certificates.qr.download': 'Télécharger le code QR',
  'certificates.qr.failed': 'Le code QR n’a pas pu être créé.',
  // Correlation answers and states
  'certificates.correlation.title': 'Référence de réservation {key}',
  'certificates.correlation.several':
    '{count} certificats portent cette référence de réservation. Choisissez-en un.',
  'certificates.correlation.noId':
    'Ce certificat n’a pas d’identifiant d’enregistrement : il ne peut pas être ouvert seul.',
  'certificates.correlation.open': 'Ouvrir le certificat',
  'certificates.notFound.title': 'Aucun certificat trouvé',
  'certificates.notFound.byId': 'Aucun certificat ne porte l’identifiant d’enregistrement {id}.',
  'certificates.notFound.byKey': 'Aucun certificat ne porte la référence de réservation « {key} ».',
  'certificates.notFound.hint':
    'Vérifiez la référence de réservation ou l’identifiant d’enregistrement, ou demandez-le à la personne qui vous l’a transmis.',
  'certificates.notFound.exact':
    'Une référence de réservation doit correspondre exactement, avec les mêmes majuscules et minuscules.',
  'certificates.invalidId.title': 'Pas un identifiant d’enregistrement',
  'certificates.invalidId.body':
    '« {id} » n’est pas un identifiant d’enregistrement. Un identifiant d’enregistrement compte 32 chiffres hexadécimaux en groupes de 8-4-4-4-12.',
  'certificates.invalidId.asKey': 'Le rechercher comme référence de réservation',
  'certificates.error.title': 'Le certificat n’a pas pu être chargé',
  'certificates.loading': 'Chargement du certificat…',
};
