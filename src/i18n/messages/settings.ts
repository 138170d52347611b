const en = {
  'settings.title': 'Settings',
  'settings.intro': 'Choose the service the app talks to, your credentials and your preferences.',
  'settings.service.legend': 'Service',
  'settings.service.sandbox': 'Built-in sandbox',
  'settings.service.sandboxHint':
    'A stand-in service that runs with this app. Demo credentials are filled in.',
  'settings.service.custom': 'Custom service',
  'settings.service.customHint':
    'The real service, or another one that follows the interface specification.',
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
  'settings.preferences.legend': 'Preferences',
  'settings.unit': 'Unit the service reports emissions in',
  'settings.unit.hint': 'The specification does not say. The app converts for reading (kg ↔ t).',
  'settings.unit.kg': 'kg CO₂e',
  'settings.unit.t': 't CO₂e',
  'settings.spelling': 'Coffee-break spelling',
  'settings.spelling.hint':
    'The specification spells it two ways. Automatic sends the documented spelling and switches once if the service refuses it.',
  'settings.spelling.auto': 'Automatic',
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
  'settings.test.rejected': 'The service is reachable but rejected the credentials ({status}).',
  'settings.test.unreachable':
    'The service is not reachable, or it does not allow this app (CORS). Check the address and your connection.',
  'settings.test.timeout': 'The service did not answer within {seconds} s.',
  'settings.test.unexpected': 'The service answered, but not as expected: {detail}',
  'settings.forget': 'Forget credentials',
  'settings.forgotten': 'The credentials are forgotten on this device.',
  'settings.error.baseUrlRequired': 'Enter the service’s base URL.',
  'settings.error.baseUrlInvalid':
    'Enter a full address such as https://api.example.com, without user name, query or #.',
  'settings.error.baseUrlHttps': 'Use https. Plain http is allowed only for localhost.',
} as const;

const de: Record<keyof typeof en, string> = {
  'settings.title': 'Einstellungen',
  'settings.intro':
    'Wählen Sie den Dienst, mit dem die App spricht, Ihre Zugangsdaten und Ihre Vorlieben.',
  'settings.service.legend': 'Dienst',
  'settings.service.sandbox': 'Eingebaute Sandbox',
  'settings.service.sandboxHint':
    'Ein Ersatzdienst, der mit dieser App läuft. Demo-Zugangsdaten sind eingetragen.',
  'settings.service.custom': 'Eigener Dienst',
  'settings.service.customHint':
    'Der echte Dienst oder ein anderer, der der Schnittstellenbeschreibung folgt.',
  'settings.baseUrl': 'Basis-URL',
  'settings.baseUrl.hint':
    'Zum Beispiel https://api.example.com/v1. https ist Pflicht, außer für localhost.',
  'settings.credentials.legend': 'Zugangsdaten',
  'settings.credentials.hint':
    'Gesendet als Header x-api-key, x-api-auth und x-api-secret, nur an den Dienst oben.',
  'settings.apiKey': 'API-Schlüssel',
  'settings.apiAuth': 'Auth-Wert',
  'settings.apiSecret': 'API-Geheimnis',
  'settings.show': 'Anzeigen',
  'settings.hide': 'Verbergen',
  'settings.showLabel': '{field} anzeigen',
  'settings.hideLabel': '{field} verbergen',
  'settings.remember': 'Zugangsdaten auf diesem Gerät merken',
  'settings.remember.off':
    'Aus: Die Zugangsdaten werden vergessen, wenn Sie den Browser schließen.',
  'settings.remember.warning':
    'An: Die Zugangsdaten bleiben in diesem Browser gespeichert, bis Sie sie vergessen. Wer dieses Browserprofil nutzt, und jedes Skript auf dieser Website, kann sie lesen. Nutzen Sie das nur auf einem Gerät, dem Sie vertrauen.',
  'settings.preferences.legend': 'Vorlieben',
  'settings.unit': 'Einheit, in der der Dienst Emissionen meldet',
  'settings.unit.hint': 'Die Spezifikation sagt es nicht. Die App rechnet zum Lesen um (kg ↔ t).',
  'settings.unit.kg': 'kg CO₂e',
  'settings.unit.t': 't CO₂e',
  'settings.spelling': 'Schreibweise der Kaffeepause',
  'settings.spelling.hint':
    'Die Spezifikation schreibt sie auf zwei Arten. Automatisch sendet die dokumentierte Schreibweise und wechselt einmal, wenn der Dienst sie ablehnt.',
  'settings.spelling.auto': 'Automatisch',
  'settings.language': 'Sprache',
  'settings.timeout': 'Zeitlimit für Anfragen (Sekunden)',
  'settings.timeout.hint':
    'Wie lange auf eine Antwort gewartet wird, von {min} bis {max} Sekunden.',
  'settings.save': 'Einstellungen speichern',
  'settings.saved': 'Einstellungen gespeichert.',
  'settings.reset': 'Änderungen verwerfen',
  'settings.test': 'Verbindung testen',
  'settings.testing': 'Verbindung wird getestet …',
  'settings.test.hint': 'Testet die Werte im Formular, gespeichert oder nicht.',
  'settings.test.ok': 'Verbunden: Der Dienst ist erreichbar und hat die Zugangsdaten angenommen.',
  'settings.test.rejected':
    'Der Dienst ist erreichbar, hat aber die Zugangsdaten abgelehnt ({status}).',
  'settings.test.unreachable':
    'Der Dienst ist nicht erreichbar oder lässt diese App nicht zu (CORS). Prüfen Sie die Adresse und Ihre Verbindung.',
  'settings.test.timeout': 'Der Dienst hat nicht innerhalb von {seconds} s geantwortet.',
  'settings.test.unexpected': 'Der Dienst hat geantwortet, aber nicht wie erwartet: {detail}',
  'settings.forget': 'Zugangsdaten vergessen',
  'settings.forgotten': 'Die Zugangsdaten sind auf diesem Gerät vergessen.',
  'settings.error.baseUrlRequired': 'Geben Sie die Basis-URL des Dienstes ein.',
  'settings.error.baseUrlInvalid':
    'Geben Sie eine vollständige Adresse wie https://api.example.com ein, ohne Benutzername, Abfrage oder #.',
  'settings.error.baseUrlHttps':
    'Verwenden Sie https. Einfaches http ist nur für localhost erlaubt.',
};

export const settings = { en, de };
