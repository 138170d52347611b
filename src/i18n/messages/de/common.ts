import type { common } from '../common.ts';

export const de: Record<keyof typeof common.en, string> = {
  'app.name': 'Emission Desk',
  'app.noscript': 'Emission Desk braucht JavaScript.',
  'app.tagline': 'Emissionsberechnungen und Zertifikate',
  'app.skipToContent': 'Zum Inhalt springen',
  'nav.label': 'Hauptnavigation',
  'language.label': 'Sprache',
  'nav.event': 'Event',
  'nav.hotel': 'Hotel',
  'nav.bulk': 'Sammelberechnung',
  'nav.certificates': 'Zertifikate',
  'nav.settings': 'Einstellungen',
  'service.sandbox': 'Sandbox-Dienst',
  'service.custom': 'Dienst: {host}',
  'service.credentialsSet': 'Zugangsdaten gesetzt',
  'service.credentialsMissing': 'keine Zugangsdaten',
  'service.gateway': 'Dienst dieser Website',
  'certificatesOnly.title': 'Diese Website zeigt nur Zertifikate',
  'certificatesOnly.body':
    'Berechnungen werden hier nicht angeboten. Öffnen Sie ein Zertifikat über den Link, den Sie erhalten haben, oder suchen Sie es über seine Buchungsnummer oder Datensatz-ID.',
  'certificatesOnly.lookup': 'Zertifikat suchen',
  'service.status.ok': 'letzter Aufruf erfolgreich',
  'service.status.rejected': 'Zugangsdaten abgelehnt',
  'service.label.custom': 'Verbundener Dienst: {host}',
  'service.label.sandbox': 'Verbunden mit dem Sandbox-Dienst',
  'service.label.gateway': 'Verbunden mit dem Dienst dieser Website',
  'common.loading': 'Wird geladen …',
  'common.retry': 'Erneut versuchen',
  // A calculator's form: the example again, the kept input and its result left behind.
  'common.startOver': 'Neu beginnen',
  'common.openSettings': 'Einstellungen öffnen',
  'common.close': 'Schließen',
  'common.yes': 'Ja',
  'common.no': 'Nein',
  'common.derived': 'abgeleitet',
  'offline.banner':
    'Sie sind offline. Was angezeigt wird, bleibt erhalten; neue Berechnungen warten, bis Sie wieder online sind.',
  'offline.waiting': 'Warten auf die Verbindung: Das wird gesendet, sobald Sie wieder online sind.',
  'offline.banner.sandboxHere':
    'Sie sind offline. Die Demo läuft in diesem Browser und funktioniert weiter.',
  'sandbox.starting': 'Die Demo wird vorbereitet … Das geschieht nur beim ersten Besuch.',
  'sandbox.unsupported':
    'Die Demo kann in diesem Fenster nicht laufen: Sie braucht Service Worker, die private Fenster und Adressen ohne https oder localhost nicht immer anbieten. Öffnen Sie sie in einem normalen Fenster über https, oder wählen Sie in den Einstellungen einen echten Dienst.',
  'sandbox.failed':
    'Die Demo konnte in diesem Browser nicht starten. Laden Sie die Seite neu, oder wählen Sie in den Einstellungen einen echten Dienst.',
  'error.cors':
    'Der Dienst hat dieser Website den Aufruf nicht erlaubt (CORS): Sein Betreiber muss die Adresse dieser Website zulassen.',
  'error.notReady':
    'Die Demo kann in diesem Fenster nicht laufen (sie braucht Service Worker). Öffnen Sie sie in einem normalen Fenster über https, oder wählen Sie in den Einstellungen einen echten Dienst.',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.body': 'Unter dieser Adresse gibt es keine Seite.',
  'notFound.home': 'Zum Veranstaltungsrechner',
  'routeError.title': 'Auf dieser Seite ist etwas schiefgegangen',
  'routeError.body':
    'Der Rest der App funktioniert weiter. Versuchen Sie es erneut oder wechseln Sie die Seite.',
  'error.network':
    'Der Dienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und die Adresse des Dienstes; ein Dienst auf einer anderen Website muss diese App außerdem zulassen (CORS).',
  'error.offline':
    'Sie sind offline. Stellen Sie eine Internetverbindung her und versuchen Sie es erneut.',
  'error.timeout':
    'Der Dienst hat nicht rechtzeitig geantwortet. Versuchen Sie es erneut oder erlauben Sie in den Einstellungen mehr Zeit.',
  'error.redirect':
    'Der Dienst hat mit einer Weiterleitung geantwortet. Aus Sicherheitsgründen folgt die App ihr nicht: Prüfen Sie die Adresse des Dienstes in den Einstellungen.',
  'error.unparseable':
    'Der Dienst hat eine Antwort gesendet, die die App nicht lesen kann. Versuchen Sie es später erneut.',
  'error.contract':
    'Der Dienst hat eine Antwort in unerwarteter Form gesendet (bei {fields}); die App zeigt sie deshalb nicht an. Wenn das so bleibt, wenden Sie sich an den Betreiber des Dienstes.',
  'error.contract.figure':
    'Der Dienst hat Zahlen gesendet, denen die App nicht trauen kann (bei {fields}): Eine Emission muss eine Zahl sein, die weder negativ noch unsinnig groß ist. Es wird nichts angezeigt; wenn das so bleibt, wenden Sie sich an den Betreiber des Dienstes.',
  'error.contract.figureText':
    'Der Dienst hat „{value}“ gesendet, wo eine Zahl stehen muss (bei {fields}); die App kann das nicht als Zahl lesen. Es wird nichts angezeigt; wenn das so bleibt, wenden Sie sich an den Betreiber des Dienstes.',
  'error.contract.notCertificate':
    'Die Antwort des Dienstes ist kein Zertifikat: Sie enthält keines der Felder eines Zertifikats. Es wird nichts angezeigt; wenn das so bleibt, wenden Sie sich an den Betreiber des Dienstes.',
  'error.contract.unit':
    'Der Dienst meldet seine Zahl in „{unit}“; diese Einheit kann die App nicht in Kilogramm oder Tonnen umrechnen. Es wird nichts angezeigt; wenn das so bleibt, wenden Sie sich an den Betreiber des Dienstes.',
  'error.http.400': 'Der Dienst hat die Anfrage nicht angenommen. Prüfen Sie die Eingabe.',
  'error.http.401':
    'Der Dienst hat die Zugangsdaten abgelehnt. Prüfen Sie sie in den Einstellungen.',
  'error.http.403': 'Diese Zugangsdaten dürfen das nicht. Prüfen Sie sie in den Einstellungen.',
  'error.certificatesOnly':
    'Diese Website zeigt nur Zertifikate: Berechnungen werden hier nicht angeboten.',
  'error.http.404':
    'Der Dienst hat unter dieser Adresse nichts. Prüfen Sie die Adresse des Dienstes in den Einstellungen.',
  'error.http.408': 'Der Dienst hat zu lange auf die Anfrage gewartet. Versuchen Sie es erneut.',
  'error.http.409': 'Der Dienst meldet einen Konflikt. Versuchen Sie es erneut.',
  'error.http.413': 'Die Anfrage ist zu groß für den Dienst. Kürzen Sie die Eingabe.',
  'error.http.422': 'Der Dienst konnte diese Werte nicht verarbeiten. Prüfen Sie die Eingabe.',
  'error.http.429': 'Der Dienst erhält zu viele Anfragen. Versuchen Sie es gleich noch einmal.',
  'error.http.429.wait':
    'Der Dienst erhält zu viele Anfragen. Versuchen Sie es in {seconds} s erneut.',
  'error.http.5xx': 'Der Dienst hat gerade ein Problem. Versuchen Sie es gleich noch einmal.',
  'error.http.5xx.wait':
    'Der Dienst hat gerade ein Problem. Versuchen Sie es in {seconds} s erneut.',
  'error.http.other':
    'Der Dienst hat mit einem Fehler geantwortet. Versuchen Sie es später erneut.',
  'error.server.rate-limited':
    'Diese Website hat zu viele Anfragen von Ihrer Adresse erhalten. Versuchen Sie es in einer Minute erneut.',
  'error.server.rate-limited.wait':
    'Diese Website hat zu viele Anfragen von Ihrer Adresse erhalten. Versuchen Sie es in {seconds} s erneut.',
  'error.server.limit-unavailable':
    'Diese Website kann gerade keine Anfragen annehmen. Versuchen Sie es gleich noch einmal.',
  'error.server.limit-unavailable.wait':
    'Diese Website kann gerade keine Anfragen annehmen. Versuchen Sie es in {seconds} s erneut.',
  'error.server.service-timeout':
    'Der Dienst hinter dieser Website hat nicht rechtzeitig geantwortet. Versuchen Sie es gleich noch einmal.',
  'error.server.service-unreachable':
    'Diese Website konnte ihren Dienst nicht erreichen. Versuchen Sie es gleich noch einmal.',
  'error.server.service-failed':
    'Der Dienst hinter dieser Website hat gerade ein Problem. Versuchen Sie es gleich noch einmal.',
  'error.server.service-failed.wait':
    'Der Dienst hinter dieser Website hat gerade ein Problem. Versuchen Sie es in {seconds} s erneut.',
  'error.server.service-answer':
    'Der Dienst hinter dieser Website hat eine Antwort gesendet, die diese Website nicht weitergibt. Versuchen Sie es später erneut.',
  'error.server.not-offered': 'Diese Anfrage bietet diese Website nicht an.',
  'error.server.too-large':
    'Die Anfrage ist größer, als diese Website annimmt. Kürzen Sie die Eingabe.',
  'error.server.unsupported-body':
    'Diese Website nimmt Anfragen nur in ihrem eigenen Format an, und diese kam in einem anderen. Laden Sie die Seite neu und versuchen Sie es noch einmal.',
  'error.server.malformed-body':
    'Diese Website konnte die Anfrage nicht lesen. Laden Sie die Seite neu und versuchen Sie es noch einmal.',
  'error.server.no-service':
    'Für diese Website ist kein Dienst eingerichtet. Wählen Sie in den Einstellungen die Sandbox oder einen eigenen Dienst.',
  'error.server.no-sandbox':
    'Die eingebaute Sandbox wird auf dieser Website nicht angeboten. Wählen Sie in den Einstellungen einen anderen Dienst.',
  'error.field.service': 'Der Dienst hat diesen Wert nicht angenommen: „{message}“',
  'error.field.serviceNoWords': 'Der Dienst hat diesen Wert nicht angenommen.',
  'error.field.notAccepted': 'nicht angenommen',
  'error.serviceSaid': 'Der Dienst meldet: „{message}“',
  'error.unknown': 'Etwas Unerwartetes ist passiert. Versuchen Sie es erneut.',
  'validation.required': 'Geben Sie einen Wert ein.',
  'validation.number': 'Geben Sie eine ganze Zahl ein.',
  'validation.notWholeNumber': '„{text}“ ist keine ganze Zahl.',
  'validation.min': 'Geben Sie mindestens {min} ein.',
  'validation.max': 'Geben Sie höchstens {max} ein.',
  'validation.tooLong': 'Verwenden Sie höchstens {max} Zeichen.',
  'validation.choose': 'Wählen Sie eine der Optionen.',
  'validation.format': 'Dieser Wert hat das falsche Format.',
  'validation.maxItems': 'Fügen Sie höchstens {max} Einträge hinzu.',
  'validation.summary': 'Bitte korrigieren Sie die markierten Felder.',
  'levers.title': 'Was es senken würde',
  'levers.intro': 'Varianten derselben Eingabe, vom Dienst berechnet, nach Einsparung sortiert.',
  'levers.apply': 'Übernehmen',
  'levers.applyLabel': 'Übernehmen: {lever}',
  'levers.loading': 'Wird berechnet …',
  'levers.failed': 'Diese Variante konnte nicht berechnet werden.',
  'levers.retryLabel': 'Erneut versuchen: {lever}',
  'levers.saves': 'spart {amount} ({percent})',
  'levers.adds': 'erhöht um {amount} ({percent})',
  'levers.none': 'Für diese Eingabe gibt es keine Variante.',
  'levers.chart.title': 'Die Summe jeder Variante neben der aktuellen',
  'levers.chart.note':
    'Alle Balken auf einer Skala. Der schraffierte Balken ist die aktuelle Eingabe.',
  'levers.chart.current': 'Aktuelle Eingabe',
  'levers.chart.variant': 'Variante',
  'chart.label': 'Teil',
  'scale.car':
    'Zum Größenvergleich: so viel, wie ein durchschnittliches Auto auf rund {km} km ausstößt.',
  'scale.source':
    'Nur ein Vergleich, keine Aussage über diese Berechnung: {factor} kg CO₂e pro km, Umrechnungsfaktoren der britischen Regierung (2021), Durchschnittsauto.',
  'result.total': 'Emissionen gesamt',
  'result.exact': 'Wie vom Dienst gemeldet: {value}',
  'result.outdated': 'Veraltet: Das neue Ergebnis ist unterwegs.',
  'limit.title': 'Noch nicht berechnet',
  'limit.reached.service':
    'Ein Limit ist erreicht: Der Dienst erhält zu viele Anfragen und bittet zu warten.',
  'limit.reached.site':
    'Ein Limit ist erreicht: Diese Website hat zu viele Anfragen von Ihrer Adresse erhalten.',
  'wait.countdown': 'Neue Berechnung in {seconds} s.',
  'wait.now': 'Es wird jetzt neu berechnet.',
  'result.outdated.limit': 'Veraltet: Das Limit ist erreicht.',
  'levers.limited': 'Ein Limit ist erreicht.',
  'result.derivedNote': 'Von der App aus der Summe abgeleitet.',
  'result.exportCsv': 'CSV exportieren',
  'result.print': 'Drucken',
};
