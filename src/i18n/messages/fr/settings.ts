import type { settings } from '../settings.ts';

export const fr: Record<keyof typeof settings.en, string> = {
  'settings.title': 'Paramètres',
  'settings.intro':
    'Choisissez le service avec lequel l’application travaille, vos identifiants et vos préférences.',
  'settings.service.legend': 'Service',
  'settings.service.gateway': 'Service de ce site',
  'settings.service.gatewayHint':
    'Le service fourni par ce site web. Le site détient ses identifiants : aucun n’est stocké dans votre navigateur ni envoyé depuis celui-ci.',
  'settings.service.sandbox': 'Sandbox intégrée',
  'settings.service.sandboxHint':
    'Un service de remplacement qui fonctionne avec cette application. Il utilise toujours ses identifiants de démonstration publics : rien à saisir.',
  'settings.service.custom': 'Service personnalisé',
  'settings.service.customHint':
    'Le vrai service, ou un autre qui respecte la spécification d’interface, avec ses propres identifiants.',
  'settings.service.sandboxHint.staticHost':
    'Un service de remplacement qui fonctionne dans ce navigateur, même hors ligne. Il utilise toujours ses identifiants de démonstration publics : rien à saisir.',
  'settings.service.customHint.staticHost':
    'Le vrai service, ou un autre qui suit la spécification de l’interface, avec ses propres identifiants. Ce site n’a pas de serveur à lui : votre navigateur appelle le service directement, le service doit donc autoriser ce site (CORS).',
  'settings.baseUrl': 'URL de base',
  'settings.baseUrl.hint':
    'Par exemple https://api.example.com/v1. https est obligatoire, sauf pour localhost.',
  'settings.credentials.legend': 'Identifiants',
  'settings.credentials.hint':
    'Envoyés dans les en-têtes x-api-key, x-api-auth et x-api-secret, uniquement au service ci-dessus.',
  'settings.apiKey': 'Clé d’API',
  'settings.apiAuth': 'Valeur d’authentification',
  'settings.apiSecret': 'Secret d’API',
  'settings.show': 'Afficher',
  'settings.hide': 'Masquer',
  'settings.showLabel': 'Afficher : {field}',
  'settings.hideLabel': 'Masquer : {field}',
  'settings.remember': 'Mémoriser les identifiants sur cet appareil',
  'settings.remember.off':
    'Désactivé : les identifiants sont oubliés à la fermeture du navigateur.',
  'settings.remember.warning':
    'Activé : les identifiants restent dans ce navigateur jusqu’à ce que vous les effaciez. Toute personne qui utilise ce profil de navigateur, et tout script exécuté sur ce site, peut les lire. N’activez cette option que sur un appareil de confiance.',
  'settings.advanced': 'Avancé',
  'settings.advanced.hint':
    'Utile seulement pour un service différent : l’unité dans laquelle il répond, son orthographe de la pause-café et le délai d’attente.',
  'settings.preferences.legend': 'Préférences',
  'settings.unit': 'Unité des émissions transmises par le service',
  'settings.unit.hint':
    'Utilisée seulement quand une réponse n’indique pas d’unité ; une unité indiquée par le service (kg, t, g) l’emporte toujours. L’application convertit pour la lecture (kg ↔ t).',
  'settings.unit.kg': 'kg CO₂e',
  'settings.unit.t': 't CO₂e',
  'settings.spelling': 'Orthographe de la pause-café',
  'settings.spelling.hint':
    'La spécification l’écrit de deux façons. En mode automatique, l’application envoie l’orthographe documentée, essaie les autres si le service la refuse et retient celle qui a fonctionné.',
  'settings.spelling.auto': 'Automatique',
  'settings.spelling.double': 'Toujours « coffee » avec deux F',
  'settings.spelling.single': 'Toujours « cofee » avec un F',
  'settings.language': 'Langue',
  'settings.timeout': 'Délai d’attente (secondes)',
  'settings.timeout.hint': 'Combien de temps attendre une réponse, de {min} à {max} secondes.',
  'settings.save': 'Enregistrer les paramètres',
  'settings.saved': 'Paramètres enregistrés.',
  'settings.reset': 'Annuler les modifications',
  'settings.test': 'Tester la connexion',
  'settings.testing': 'Test de la connexion…',
  'settings.test.hint': 'Teste les valeurs du formulaire, enregistrées ou non.',
  'settings.test.ok': 'Connecté : le service est joignable et a accepté les identifiants.',
  'settings.test.rejected': 'Le service est joignable mais a refusé les identifiants.',
  'settings.test.unreachable':
    'Le service est injoignable, ou il n’autorise pas cette application (CORS). Vérifiez l’adresse et votre connexion.',
  'settings.test.cors':
    'Le service a répondu, mais n’autorise pas ce site à l’appeler (CORS). Son exploitant doit autoriser {origin}.',
  'settings.test.timeout': 'Le service n’a pas répondu en {seconds} s.',
  'settings.test.unexpected': 'Le service a répondu, mais pas comme prévu : {detail}',
  'settings.forget': 'Effacer les identifiants',
  'settings.forgotten': 'Les identifiants sont effacés de cet appareil.',
  'settings.error.baseUrlRequired': 'Saisissez l’URL de base du service.',
  'settings.error.baseUrlInvalid':
    'Saisissez une adresse complète comme https://api.example.com, sans nom d’utilisateur, paramètres ni #.',
  'settings.error.baseUrlHttps':
    'Utilisez https. Le http simple n’est autorisé que pour localhost.',
};
