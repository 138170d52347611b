import type { settings } from '../settings.ts';

export const de: Record<keyof typeof settings.en, string> = {
  'settings.title': 'Einstellungen',
  'settings.intro':
    'Wählen Sie den Dienst, mit dem die App spricht, Ihre Zugangsdaten und die Sprache der App.',
  'settings.service.legend': 'Dienst',
  'settings.service.gateway': 'Dienst dieser Website',
  'settings.service.gatewayHint':
    'Der Dienst, den diese Website bereitstellt. Die Website verwahrt seine Zugangsdaten: In Ihrem Browser wird keine gespeichert oder von dort gesendet.',
  'settings.service.sandbox': 'Eingebaute Sandbox',
  'settings.service.sandboxHint':
    'Ein Ersatzdienst, der mit dieser App läuft. Er nutzt immer seine öffentlichen Demo-Zugangsdaten: Sie müssen nichts eintragen.',
  'settings.service.custom': 'Eigener Dienst',
  'settings.service.customHint':
    'Der echte Dienst oder ein anderer, der der Schnittstellenbeschreibung folgt, mit eigenen Zugangsdaten.',
  'settings.service.sandboxHint.staticHost':
    'Ein Ersatzdienst, der in diesem Browser läuft, auch offline. Er nutzt immer seine öffentlichen Demo-Zugangsdaten: Es ist nichts einzugeben.',
  'settings.service.customHint.staticHost':
    'Der echte Dienst oder ein anderer, der der Schnittstellenbeschreibung folgt, mit eigenen Zugangsdaten. Diese Website hat keinen eigenen Server: Ihr Browser ruft den Dienst direkt auf, daher muss der Dienst diese Website zulassen (CORS).',
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
  'settings.advanced': 'Erweitert',
  'settings.advanced.hint':
    'Nur für einen abweichenden Dienst nötig: die Einheit seiner Werte, seine Schreibweise der Kaffeepause und wie lange auf ihn gewartet wird.',
  'settings.preferences.legend': 'Anzeige',
  'settings.unit': 'Einheit, in der der Dienst Emissionen meldet',
  'settings.unit.hint':
    'Gilt nur, wo eine Antwort keine eigene Einheit nennt; eine Einheit, die der Dienst angibt (kg, t, g), gilt immer. Die App rechnet zum Lesen um (kg ↔ t).',
  'settings.unit.kg': 'kg CO₂e',
  'settings.unit.t': 't CO₂e',
  'settings.spelling': 'Schreibweise der Kaffeepause',
  'settings.spelling.hint':
    'Die Spezifikation schreibt sie auf zwei Arten. Automatisch sendet die dokumentierte Schreibweise, versucht die anderen, wenn der Dienst sie ablehnt, und merkt sich, was funktioniert hat.',
  'settings.spelling.auto': 'Automatisch',
  'settings.spelling.double': 'Immer „coffee“ mit zwei F',
  'settings.spelling.single': 'Immer „cofee“ mit einem F',
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
  'settings.test.rejected': 'Der Dienst ist erreichbar, hat aber die Zugangsdaten abgelehnt.',
  'settings.test.unreachable':
    'Der Dienst ist nicht erreichbar oder lässt diese App nicht zu (CORS). Prüfen Sie die Adresse und Ihre Verbindung.',
  'settings.test.cors':
    'Der Dienst hat geantwortet, erlaubt dieser Website aber keinen Aufruf (CORS). Sein Betreiber muss {origin} zulassen.',
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
