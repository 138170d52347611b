const en = {
  'settings.title': 'Settings',
  'settings.intro': 'Choose the service the app talks to, your credentials and your preferences.',
  'settings.service.legend': 'Service',
  'settings.service.gateway': 'This site’s service',
  'settings.service.gatewayHint':
    'The service this website provides. The website holds its credentials: none are stored in or sent from your browser.',
  'settings.service.sandbox': 'Built-in sandbox',
  'settings.service.sandboxHint':
    'A stand-in service that runs with this app. It always uses its public demo credentials: nothing to enter.',
  'settings.service.custom': 'Custom service',
  'settings.service.customHint':
    'The real service, or another one that follows the interface specification, with its own credentials.',
  'settings.service.sandboxHint.staticHost':
    'A stand-in service that runs in this browser, also offline. It always uses its public demo credentials: nothing to enter.',
  'settings.service.customHint.staticHost':
    'The real service, or another one that follows the interface specification, with its own credentials. This site has no server of its own: your browser calls the service directly, so the service must allow this site (CORS).',
  'settings.baseUrl': 'Base URL',
  'settings.baseUrl.hint':
    'For example https://api.example.com/v1. https is required, except for localhost.',
  'settings.credentials.legend': 'Credentials',
  'settings.credentials.hint':
    'Sent as the headers x-api-key, x-api-auth and x-api-secret, only to the service above.',
  'settings.apiKey': 'API key',
  'settings.apiAuth': 'Auth value',
  'settings.apiSecret': 'API secret',
  'settings.show': 'Show',
  'settings.hide': 'Hide',
  'settings.showLabel': 'Show {field}',
  'settings.hideLabel': 'Hide {field}',
  'settings.remember': 'Remember the credentials on this device',
  'settings.remember.off': 'Off: the credentials are forgotten when you close the browser.',
  'settings.remember.warning':
    'On: the credentials are stored in this browser until you forget them. Anyone who uses this browser profile, and any script running on this site, can read them. Use this only on a device you trust.',
  'settings.advanced': 'Advanced',
  'settings.advanced.hint':
    'Only needed for a service that differs: the unit it reports in, its spelling of the coffee break, and how long to wait for it.',
  'settings.preferences.legend': 'Preferences',
  'settings.unit': 'Unit the service reports emissions in',
  'settings.unit.hint':
    'Used only where an answer states no unit of its own; a unit the service states (kg, t, g) always wins. The app converts for reading (kg ↔ t).',
  'settings.unit.kg': 'kg CO₂e',
  'settings.unit.t': 't CO₂e',
  'settings.spelling': 'Coffee-break spelling',
  'settings.spelling.hint':
    'The specification spells it two ways. Automatic sends the documented spelling, tries the others if the service refuses it, and remembers what worked.',
  'settings.spelling.auto': 'Automatic',
  'settings.spelling.double': 'Always “coffee” with two Fs',
  'settings.spelling.single': 'Always “cofee” with one F',
  'settings.language': 'Language',
  'settings.timeout': 'Request timeout (seconds)',
  'settings.timeout.hint': 'How long to wait for an answer, from {min} to {max} seconds.',
  'settings.save': 'Save settings',
  'settings.saved': 'Settings saved.',
  'settings.reset': 'Discard changes',
  'settings.test': 'Test connection',
  'settings.testing': 'Testing the connection…',
  'settings.test.hint': 'Tests the values in the form, saved or not.',
  'settings.test.ok': 'Connected: the service is reachable and accepted the credentials.',
  'settings.test.rejected': 'The service is reachable but rejected the credentials.',
  'settings.test.unreachable':
    'The service is not reachable, or it does not allow this app (CORS). Check the address and your connection.',
  'settings.test.cors':
    'The service answered, but it does not allow this site to call it (CORS). Its operator must allow {origin}.',
  'settings.test.timeout': 'The service did not answer within {seconds} s.',
  'settings.test.unexpected': 'The service answered, but not as expected: {detail}',
  'settings.forget': 'Forget credentials',
  'settings.forgotten': 'The credentials are forgotten on this device.',
  'settings.error.baseUrlRequired': 'Enter the service’s base URL.',
  'settings.error.baseUrlInvalid':
    'Enter a full address such as https://api.example.com, without user name, query or #.',
  'settings.error.baseUrlHttps': 'Use https. Plain http is allowed only for localhost.',
} as const;

/** English: the catalog every language falls back to. */
export const settings = { en };
