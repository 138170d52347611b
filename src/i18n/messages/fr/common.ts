import type { common } from '../common.ts';

export const fr: Record<keyof typeof common.en, string> = {
  'app.name': 'Emission Desk',
  'app.noscript': 'Emission Desk a besoin de JavaScript.',
  'app.tagline': 'Calculs d’émissions et certificats',
  'app.skipToContent': 'Aller au contenu',
  'nav.label': 'Navigation principale',
  'language.label': 'Langue',
  'nav.event': 'Événement',
  'nav.hotel': 'Séjour à l’hôtel',
  'nav.bulk': 'Calcul groupé',
  'nav.certificates': 'Certificats',
  'nav.settings': 'Paramètres',
  'service.sandbox': 'Service sandbox',
  'service.custom': 'Service : {host}',
  'service.credentialsSet': 'identifiants saisis',
  'service.credentialsMissing': 'aucun identifiant',
  'service.gateway': 'Service de ce site',
  'certificatesOnly.title': 'Ce site affiche uniquement des certificats',
  'certificatesOnly.body':
    'Aucun calcul n’est proposé ici. Ouvrez un certificat avec le lien que vous avez reçu, ou recherchez-le par sa référence de réservation ou son identifiant d’enregistrement.',
  'certificatesOnly.lookup': 'Rechercher un certificat',
  'service.status.ok': 'dernier appel réussi',
  'service.status.rejected': 'identifiants refusés',
  'service.label.custom': 'Service connecté : {host}',
  'service.label.sandbox': 'Connecté au service sandbox',
  'service.label.gateway': 'Connecté au service de ce site',
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
  // A calculator's form: the example again, the kept input and its result left behind.
  'common.startOver': 'Recommencer',
  'common.openSettings': 'Ouvrir les paramètres',
  'common.close': 'Fermer',
  'common.yes': 'Oui',
  'common.no': 'Non',
  'common.derived': 'déduit',
  'offline.banner':
    'Vous êtes hors ligne. Ce qui est affiché reste disponible ; les nouveaux calculs attendront votre retour en ligne.',
  'offline.waiting': 'En attente de la connexion : l’envoi partira dès votre retour en ligne.',
  'offline.banner.sandboxHere':
    'Vous êtes hors ligne. La démo fonctionne dans ce navigateur et reste disponible.',
  'sandbox.starting': 'Préparation de la démo… Cela n’arrive qu’à la première visite.',
  'sandbox.unsupported':
    'La démo ne peut pas fonctionner dans cette fenêtre : elle a besoin des Service Workers, que les fenêtres privées et les adresses hors https ou localhost n’offrent pas toujours. Ouvrez-la dans une fenêtre normale en https, ou choisissez un vrai service dans les paramètres.',
  'sandbox.failed':
    'La démo n’a pas pu démarrer dans ce navigateur. Rechargez la page, ou choisissez un vrai service dans les paramètres.',
  'error.cors':
    'Le service n’a pas autorisé ce site à l’appeler (CORS) : son exploitant doit autoriser l’adresse de ce site.',
  'error.notReady':
    'La démo ne peut pas fonctionner dans cette fenêtre (elle a besoin des Service Workers). Ouvrez-la dans une fenêtre normale en https, ou choisissez un vrai service dans les paramètres.',
  'notFound.title': 'Page introuvable',
  'notFound.body': 'Il n’y a aucune page à cette adresse.',
  'notFound.home': 'Aller au calculateur d’événement',
  'routeError.title': 'Un problème est survenu sur cette page',
  'routeError.body': 'Le reste de l’application fonctionne. Réessayez, ou passez à une autre page.',
  'error.network':
    'Le service est injoignable. Vérifiez votre connexion et l’adresse du service ; un service hébergé sur un autre site doit aussi autoriser cette application (CORS).',
  'error.offline': 'Vous êtes hors ligne. Connectez-vous à Internet et réessayez.',
  'error.timeout':
    'Le service n’a pas répondu à temps. Réessayez, ou accordez-lui plus de temps dans les paramètres.',
  'error.redirect':
    'Le service a répondu par une redirection. Par sécurité, l’application ne la suit pas : vérifiez l’adresse du service dans les paramètres.',
  'error.unparseable':
    'Le service a envoyé une réponse que l’application ne sait pas lire. Réessayez plus tard.',
  'error.contract':
    'Le service a envoyé une réponse d’une forme inattendue (à {fields}) ; l’application ne l’affiche donc pas. Si cela se reproduit, prévenez l’exploitant du service.',
  'error.contract.figure':
    'Le service a envoyé des chiffres auxquels l’application ne peut pas se fier (à {fields}) : une émission doit être un nombre ni négatif, ni démesuré. Rien n’est affiché ; si cela se reproduit, prévenez l’exploitant du service.',
  'error.contract.figureText':
    'Le service a envoyé « {value} » là où un nombre est attendu (à {fields}), et l’application ne peut pas le lire comme un nombre. Rien n’est affiché ; si cela se reproduit, prévenez l’exploitant du service.',
  'error.contract.notCertificate':
    'La réponse du service n’est pas un certificat : elle ne contient aucun des champs d’un certificat. Rien n’est affiché ; si cela se reproduit, prévenez l’exploitant du service.',
  'error.contract.unit':
    'Le service indique son chiffre en « {unit} », une unité que l’application ne sait pas convertir en kilogrammes ou en tonnes. Rien n’est affiché ; si cela se reproduit, prévenez l’exploitant du service.',
  'error.http.400': 'Le service n’a pas accepté la demande. Vérifiez la saisie.',
  'error.http.401': 'Le service a refusé les identifiants. Vérifiez-les dans les paramètres.',
  'error.http.403':
    'Ces identifiants ne permettent pas cette opération. Vérifiez-les dans les paramètres.',
  'error.certificatesOnly':
    'Ce site affiche uniquement des certificats : aucun calcul n’est proposé ici.',
  'error.http.404':
    'Le service n’a rien à cette adresse. Vérifiez l’adresse du service dans les paramètres.',
  'error.http.408': 'Le service a mis trop de temps à recevoir la demande. Réessayez.',
  'error.http.409': 'Le service signale un conflit. Réessayez.',
  'error.http.413': 'La demande est trop volumineuse pour le service. Raccourcissez la saisie.',
  'error.http.422': 'Le service n’a pas pu traiter ces valeurs. Vérifiez la saisie.',
  'error.http.429': 'Le service reçoit trop de demandes. Réessayez dans un instant.',
  'error.http.429.wait': 'Le service reçoit trop de demandes. Réessayez dans {seconds} s.',
  'error.http.5xx': 'Le service rencontre un problème. Réessayez dans un instant.',
  'error.http.5xx.wait': 'Le service rencontre un problème. Réessayez dans {seconds} s.',
  'error.http.other': 'Le service a répondu par une erreur. Réessayez plus tard.',
  'error.server.rate-limited':
    'Ce site a reçu trop de demandes de votre adresse. Réessayez dans une minute.',
  'error.server.rate-limited.wait':
    'Ce site a reçu trop de demandes de votre adresse. Réessayez dans {seconds} s.',
  'error.server.limit-unavailable':
    'Ce site ne peut pas recevoir de demandes pour le moment. Réessayez dans un instant.',
  'error.server.limit-unavailable.wait':
    'Ce site ne peut pas recevoir de demandes pour le moment. Réessayez dans {seconds} s.',
  'error.server.service-timeout':
    'Le service qui se trouve derrière ce site n’a pas répondu à temps. Réessayez dans un instant.',
  'error.server.service-unreachable':
    'Ce site n’a pas pu joindre son service. Réessayez dans un instant.',
  'error.server.service-failed':
    'Le service qui se trouve derrière ce site rencontre un problème. Réessayez dans un instant.',
  'error.server.service-failed.wait':
    'Le service qui se trouve derrière ce site rencontre un problème. Réessayez dans {seconds} s.',
  'error.server.service-answer':
    'Le service qui se trouve derrière ce site a envoyé une réponse que ce site ne transmet pas. Réessayez plus tard.',
  'error.server.not-offered': 'Ce site ne propose pas cette demande.',
  'error.server.too-large': 'La demande dépasse ce que ce site accepte. Raccourcissez la saisie.',
  'error.server.unsupported-body':
    'Ce site n’accepte les demandes que dans son propre format, et celle-ci est arrivée dans un autre. Rechargez la page et réessayez.',
  'error.server.malformed-body':
    'Ce site n’a pas pu lire la demande. Rechargez la page et réessayez.',
  'error.server.no-service':
    'Aucun service n’est configuré pour ce site. Choisissez la sandbox ou votre propre service dans les paramètres.',
  'error.server.no-sandbox':
    'La sandbox intégrée n’est pas proposée sur ce site. Choisissez un autre service dans les paramètres.',
  'error.field.service': 'Le service n’a pas accepté cette valeur : « {message} »',
  'error.field.serviceNoWords': 'Le service n’a pas accepté cette valeur.',
  'error.field.notAccepted': 'refusé',
  'error.serviceSaid': 'Message du service : « {message} »',
  'error.unknown': 'Un incident inattendu s’est produit. Réessayez.',
  'validation.required': 'Saisissez une valeur.',
  'validation.number': 'Saisissez un nombre entier.',
  'validation.notWholeNumber': '« {text} » n’est pas un nombre entier.',
  'validation.min': 'Saisissez au moins {min}.',
  'validation.max': 'Saisissez au plus {max}.',
  'validation.tooLong': 'Utilisez au plus {max} caractères.',
  'validation.choose': 'Choisissez l’une des options.',
  'validation.format': 'Cette valeur n’a pas le bon format.',
  'validation.maxItems': 'Ajoutez au plus {max} entrées.',
  'validation.summary': 'Veuillez corriger les champs signalés.',
  'levers.title': 'Ce qui les réduirait',
  'levers.intro':
    'Des variantes de la même saisie, calculées par le service et classées par économie.',
  'levers.apply': 'Appliquer',
  'levers.applyLabel': 'Appliquer : {lever}',
  'levers.loading': 'Calcul en cours…',
  'levers.failed': 'Cette variante n’a pas pu être calculée.',
  'levers.retryLabel': 'Réessayer : {lever}',
  'levers.saves': 'économise {amount} ({percent})',
  'levers.adds': 'ajoute {amount} ({percent})',
  'levers.none': 'Aucune variante ne s’applique à cette saisie.',
  'levers.chart.title': 'Le total de chaque variante à côté du total actuel',
  'levers.chart.note':
    'Une seule échelle pour toutes les barres. La barre hachurée est la saisie actuelle.',
  'levers.chart.current': 'Saisie actuelle',
  'levers.chart.variant': 'Variante',
  'chart.label': 'Poste',
  'scale.car':
    'Pour donner un ordre de grandeur : autant qu’une voiture moyenne en émet sur environ {km} km.',
  'scale.source':
    'Simple comparaison, pas une affirmation sur ce calcul : {factor} kg CO₂e par km, facteurs de conversion du gouvernement britannique (2021), voiture moyenne.',
  'result.total': 'Émissions totales',
  'result.exact': 'Valeur transmise par le service : {value}',
  'result.outdated': 'Périmé : le nouveau résultat arrive.',
  'limit.title': 'Pas encore calculé',
  'limit.reached.service':
    'Une limite est atteinte : le service reçoit trop de demandes et demande d’attendre.',
  'limit.reached.site':
    'Une limite est atteinte : ce site a reçu trop de demandes de votre adresse.',
  'wait.countdown': 'Nouveau calcul dans {seconds} s.',
  'wait.now': 'Nouveau calcul en cours.',
  'result.outdated.limit': 'Périmé : la limite est atteinte.',
  'levers.limited': 'Une limite est atteinte.',
  'result.derivedNote': 'Déduit du total par l’application.',
  'result.exportCsv': 'Exporter en CSV',
  'result.print': 'Imprimer',
};
