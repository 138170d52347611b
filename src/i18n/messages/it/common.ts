import type { common } from '../common.ts';

export const it: Record<keyof typeof common.en, string> = {
  'app.name': 'Emission Desk',
  'app.noscript': 'Emission Desk richiede JavaScript.',
  'app.tagline': 'Calcoli delle emissioni e certificati',
  'app.skipToContent': 'Vai al contenuto',
  'nav.label': 'Navigazione principale',
  'language.label': 'Lingua',
  'nav.event': 'Evento',
  'nav.hotel': 'Soggiorno in hotel',
  'nav.bulk': 'Calcolo multiplo',
  'nav.certificates': 'Certificati',
  'nav.settings': 'Impostazioni',
  'service.sandbox': 'Servizio sandbox',
  'service.custom': 'Servizio: {host}',
  'service.credentialsSet': 'credenziali inserite',
  'service.credentialsMissing': 'nessuna credenziale',
  'service.gateway': 'Servizio di questo sito',
  'certificatesOnly.title': 'Questo sito mostra solo certificati',
  'certificatesOnly.body':
    'Qui non si possono fare calcoli. Apri un certificato con il link che hai ricevuto, oppure cercalo con il suo riferimento della prenotazione o il suo ID del record.',
  'certificatesOnly.lookup': 'Cerca un certificato',
  'service.status.ok': 'ultima chiamata riuscita',
  'service.status.rejected': 'credenziali rifiutate',
  'service.label.custom': 'Servizio collegato: {host}',
  'service.label.sandbox': 'Collegato al servizio sandbox',
  'service.label.gateway': 'Collegato al servizio di questo sito',
  'common.loading': 'Caricamento…',
  'common.retry': 'Riprova',
  // A calculator's form: the example again, the kept input and its result left behind.
  'common.startOver': 'Ricomincia',
  'common.openSettings': 'Apri le impostazioni',
  'common.close': 'Chiudi',
  'common.yes': 'Sì',
  'common.no': 'No',
  'common.derived': 'derivato',
  'offline.banner':
    'Sei offline. Ciò che vedi resta qui; i nuovi calcoli attendono finché non torni online.',
  'offline.waiting': 'In attesa della connessione: l’invio parte appena torni online.',
  'offline.banner.sandboxHere': 'Sei offline. La demo gira in questo browser e resta disponibile.',
  'sandbox.starting': 'Preparazione della demo… Succede solo alla prima visita.',
  'sandbox.unsupported':
    'La demo non può funzionare in questa finestra: richiede i Service Worker, che le finestre private e gli indirizzi senza https o localhost non sempre offrono. Aprila in una finestra normale in https, oppure scegli un servizio reale nelle impostazioni.',
  'sandbox.failed':
    'Non è stato possibile avviare la demo in questo browser. Ricarica la pagina, oppure scegli un servizio reale nelle impostazioni.',
  'error.cors':
    'Il servizio non ha consentito a questo sito di chiamarlo (CORS): il suo gestore deve consentire l’indirizzo di questo sito.',
  'error.notReady':
    'La demo non può funzionare in questa finestra (richiede i Service Worker). Aprila in una finestra normale in https, oppure scegli un servizio reale nelle impostazioni.',
  'notFound.title': 'Pagina non trovata',
  'notFound.body': 'A questo indirizzo non c’è nessuna pagina.',
  'notFound.home': 'Vai al calcolatore per eventi',
  'routeError.title': 'Qualcosa è andato storto in questa pagina',
  'routeError.body': 'Il resto dell’app funziona ancora. Riprova, oppure passa a un’altra pagina.',
  'error.network':
    'Il servizio non è raggiungibile. Controlla la connessione e l’indirizzo del servizio; un servizio su un altro sito deve anche consentire questa app (CORS).',
  'error.offline': 'Sei offline. Collegati a Internet e riprova.',
  'error.timeout':
    'Il servizio non ha risposto in tempo. Riprova, oppure concedigli più tempo nelle impostazioni.',
  'error.redirect':
    'Il servizio ha risposto con un reindirizzamento. Per sicurezza l’app non lo segue: controlla l’indirizzo del servizio nelle impostazioni.',
  'error.unparseable':
    'Il servizio ha inviato una risposta che l’app non sa leggere. Riprova più tardi.',
  'error.contract':
    'Il servizio ha inviato una risposta di forma inattesa (in {fields}), perciò l’app non la mostra. Se il problema continua, avvisa il gestore del servizio.',
  'error.contract.figure':
    'Il servizio ha inviato cifre di cui l’app non può fidarsi (in {fields}): un’emissione deve essere un numero né negativo né spropositato. Non viene mostrato nulla; se il problema continua, avvisa il gestore del servizio.',
  'error.contract.figureText':
    'Il servizio ha inviato «{value}» dove ci vuole un numero (in {fields}), e l’app non può leggerlo come numero. Non viene mostrato nulla; se il problema continua, avvisa il gestore del servizio.',
  'error.contract.notCertificate':
    'La risposta del servizio non è un certificato: non contiene nessuno dei campi di un certificato. Non viene mostrato nulla; se il problema continua, avvisa il gestore del servizio.',
  'error.contract.unit':
    'Il servizio indica la sua cifra in «{unit}», un’unità che l’app non sa convertire in chilogrammi o tonnellate. Non viene mostrato nulla; se il problema continua, avvisa il gestore del servizio.',
  'error.http.400': 'Il servizio non ha accettato la richiesta. Controlla i dati inseriti.',
  'error.http.401': 'Il servizio ha rifiutato le credenziali. Controllale nelle impostazioni.',
  'error.http.403':
    'Queste credenziali non consentono questa operazione. Controllale nelle impostazioni.',
  'error.certificatesOnly': 'Questo sito mostra solo certificati: qui non si possono fare calcoli.',
  'error.http.404':
    'Il servizio non ha nulla a questo indirizzo. Controlla l’indirizzo del servizio nelle impostazioni.',
  'error.http.408': 'Il servizio ha impiegato troppo tempo a ricevere la richiesta. Riprova.',
  'error.http.409': 'Il servizio segnala un conflitto. Riprova.',
  'error.http.413': 'La richiesta è troppo grande per il servizio. Riduci i dati inseriti.',
  'error.http.422':
    'Il servizio non è riuscito a elaborare questi valori. Controlla i dati inseriti.',
  'error.http.429': 'Il servizio sta ricevendo troppe richieste. Riprova tra un momento.',
  'error.http.429.wait': 'Il servizio sta ricevendo troppe richieste. Riprova tra {seconds} s.',
  'error.http.5xx': 'Il servizio ha un problema in questo momento. Riprova tra poco.',
  'error.http.5xx.wait': 'Il servizio ha un problema in questo momento. Riprova tra {seconds} s.',
  'error.http.other': 'Il servizio ha risposto con un errore. Riprova più tardi.',
  'error.server.rate-limited':
    'Questo sito ha ricevuto troppe richieste dal tuo indirizzo. Riprova tra un minuto.',
  'error.server.rate-limited.wait':
    'Questo sito ha ricevuto troppe richieste dal tuo indirizzo. Riprova tra {seconds} s.',
  'error.server.limit-unavailable':
    'Questo sito non può accettare richieste in questo momento. Riprova tra poco.',
  'error.server.limit-unavailable.wait':
    'Questo sito non può accettare richieste in questo momento. Riprova tra {seconds} s.',
  'error.server.service-timeout':
    'Il servizio dietro questo sito non ha risposto in tempo. Riprova tra poco.',
  'error.server.service-unreachable':
    'Questo sito non è riuscito a raggiungere il suo servizio. Riprova tra poco.',
  'error.server.service-failed':
    'Il servizio dietro questo sito ha un problema in questo momento. Riprova tra poco.',
  'error.server.service-failed.wait':
    'Il servizio dietro questo sito ha un problema in questo momento. Riprova tra {seconds} s.',
  'error.server.service-answer':
    'Il servizio dietro questo sito ha inviato una risposta che questo sito non inoltra. Riprova più tardi.',
  'error.server.not-offered': 'Questo sito non offre questa richiesta.',
  'error.server.too-large':
    'La richiesta è più grande di quanto questo sito accetti. Riduci i dati inseriti.',
  'error.server.unsupported-body':
    'Questo sito accetta le richieste solo nel proprio formato, e questa è arrivata in un altro. Ricarica la pagina e riprova.',
  'error.server.malformed-body':
    'Questo sito non è riuscito a leggere la richiesta. Ricarica la pagina e riprova.',
  'error.server.no-service':
    'Per questo sito non è configurato alcun servizio. Scegli la sandbox o un tuo servizio nelle impostazioni.',
  'error.server.no-sandbox':
    'La sandbox integrata non è disponibile su questo sito. Scegli un altro servizio nelle impostazioni.',
  'error.field.service': 'Il servizio non ha accettato questo valore: «{message}»',
  'error.field.serviceNoWords': 'Il servizio non ha accettato questo valore.',
  'error.field.notAccepted': 'non accettato',
  'error.serviceSaid': 'Messaggio del servizio: «{message}»',
  'error.unknown': 'Si è verificato un imprevisto. Riprova.',
  'validation.required': 'Inserisci un valore.',
  'validation.number': 'Inserisci un numero intero.',
  'validation.notWholeNumber': '«{text}» non è un numero intero.',
  'validation.min': 'Inserisci almeno {min}.',
  'validation.max': 'Inserisci al massimo {max}.',
  'validation.tooLong': 'Usa al massimo {max} caratteri.',
  'validation.choose': 'Scegli una delle opzioni.',
  'validation.format': 'Questo valore ha un formato errato.',
  'validation.maxItems': 'Aggiungi al massimo {max} voci.',
  'validation.summary': 'Correggi i campi evidenziati.',
  'levers.title': 'Cosa le ridurrebbe',
  'levers.intro': 'Varianti degli stessi dati, calcolate dal servizio e ordinate per risparmio.',
  'levers.apply': 'Applica',
  'levers.applyLabel': 'Applica: {lever}',
  'levers.loading': 'Calcolo in corso…',
  'levers.failed': 'Non è stato possibile calcolare questa variante.',
  'levers.retryLabel': 'Riprova: {lever}',
  'levers.saves': 'risparmia {amount} ({percent})',
  'levers.adds': 'aggiunge {amount} ({percent})',
  'levers.none': 'Nessuna variante si applica a questi dati.',
  'levers.chart.title': 'Il totale di ogni variante accanto a quello attuale',
  'levers.chart.note':
    'Un’unica scala per tutte le barre. La barra tratteggiata corrisponde ai dati attuali.',
  'levers.chart.current': 'Dati attuali',
  'levers.chart.variant': 'Variante',
  'chart.label': 'Voce',
  'scale.car':
    'Per avere un termine di paragone: quanto emette un’auto media percorrendo circa {km} km.',
  'scale.source':
    'Solo un confronto, non un’affermazione su questo calcolo: {factor} kg CO₂e per km, fattori di conversione del governo britannico (2021), auto media.',
  'result.total': 'Emissioni totali',
  'result.exact': 'Valore comunicato dal servizio: {value}',
  'result.outdated': 'Non aggiornato: il nuovo risultato sta arrivando.',
  'limit.title': 'Non ancora calcolato',
  'limit.reached.service':
    'È stato raggiunto un limite: il servizio sta ricevendo troppe richieste e chiede di attendere.',
  'limit.reached.site':
    'È stato raggiunto un limite: questo sito ha ricevuto troppe richieste dal tuo indirizzo.',
  'wait.countdown': 'Nuovo calcolo tra {seconds} s.',
  'wait.now': 'Nuovo calcolo in corso.',
  'result.outdated.limit': 'Non aggiornato: è stato raggiunto il limite.',
  'levers.limited': 'È stato raggiunto un limite.',
  'result.derivedNote': 'Ricavato dall’app a partire dal totale.',
  'result.exportCsv': 'Esporta CSV',
  'result.print': 'Stampa',
};
