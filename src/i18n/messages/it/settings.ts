import type { settings } from '../settings.ts';

export const it: Record<keyof typeof settings.en, string> = {
  'settings.title': 'Impostazioni',
  'settings.intro':
    'Scegli il servizio con cui l’app comunica, le tue credenziali e le tue preferenze.',
  'settings.service.legend': 'Servizio',
  'settings.service.gateway': 'Servizio di questo sito',
  'settings.service.gatewayHint':
    'Il servizio offerto da questo sito web. Il sito custodisce le credenziali: nessuna viene salvata nel tuo browser né inviata da esso.',
  'settings.service.sandbox': 'Sandbox integrata',
  'settings.service.sandboxHint':
    'Un servizio sostitutivo che funziona insieme a questa app. Usa sempre le sue credenziali dimostrative pubbliche: non c’è nulla da inserire.',
  'settings.service.custom': 'Servizio personalizzato',
  'settings.service.customHint':
    'Il servizio reale, o un altro che segue la specifica dell’interfaccia, con le sue credenziali.',
  'settings.service.sandboxHint.staticHost':
    'Un servizio sostitutivo che funziona in questo browser, anche offline. Usa sempre le sue credenziali demo pubbliche: non c’è nulla da inserire.',
  'settings.service.customHint.staticHost':
    'Il servizio reale, o un altro che segue la specifica dell’interfaccia, con le proprie credenziali. Questo sito non ha un server proprio: il tuo browser chiama il servizio direttamente, quindi il servizio deve consentire questo sito (CORS).',
  'settings.baseUrl': 'URL di base',
  'settings.baseUrl.hint':
    'Per esempio https://api.example.com/v1. https è obbligatorio, tranne che per localhost.',
  'settings.credentials.legend': 'Credenziali',
  'settings.credentials.hint':
    'Inviate come intestazioni x-api-key, x-api-auth e x-api-secret, solo al servizio qui sopra.',
  'settings.apiKey': 'Chiave API',
  'settings.apiAuth': 'Valore di autenticazione',
  'settings.apiSecret': 'Segreto API',
  'settings.show': 'Mostra',
  'settings.hide': 'Nascondi',
  'settings.showLabel': 'Mostra: {field}',
  'settings.hideLabel': 'Nascondi: {field}',
  'settings.remember': 'Ricorda le credenziali su questo dispositivo',
  'settings.remember.off':
    'Disattivato: le credenziali vengono dimenticate alla chiusura del browser.',
  'settings.remember.warning':
    'Attivato: le credenziali restano in questo browser finché non le cancelli. Chiunque usi questo profilo del browser, e qualsiasi script eseguito su questo sito, può leggerle. Attivalo solo su un dispositivo di cui ti fidi.',
  'settings.advanced': 'Avanzate',
  'settings.advanced.hint':
    'Serve solo per un servizio diverso: l’unità in cui comunica i valori, come scrive la pausa caffè e quanto attendere la risposta.',
  'settings.preferences.legend': 'Preferenze',
  'settings.unit': 'Unità in cui il servizio comunica le emissioni',
  'settings.unit.hint':
    'Usata solo quando una risposta non indica un’unità propria; un’unità indicata dal servizio (kg, t, g) prevale sempre. L’app converte per la lettura (kg ↔ t).',
  'settings.unit.kg': 'kg CO₂e',
  'settings.unit.t': 't CO₂e',
  'settings.spelling': 'Grafia della pausa caffè',
  'settings.spelling.hint':
    'La specifica la scrive in due modi. In automatico l’app invia la grafia documentata, prova le altre se il servizio la rifiuta e ricorda quella che ha funzionato.',
  'settings.spelling.auto': 'Automatica',
  'settings.spelling.double': 'Sempre «coffee» con due F',
  'settings.spelling.single': 'Sempre «cofee» con una F',
  'settings.language': 'Lingua',
  'settings.timeout': 'Tempo massimo di attesa (secondi)',
  'settings.timeout.hint': 'Quanto attendere una risposta, da {min} a {max} secondi.',
  'settings.save': 'Salva le impostazioni',
  'settings.saved': 'Impostazioni salvate.',
  'settings.reset': 'Annulla le modifiche',
  'settings.test': 'Verifica la connessione',
  'settings.testing': 'Verifica della connessione…',
  'settings.test.hint': 'Verifica i valori del modulo, salvati o no.',
  'settings.test.ok': 'Collegato: il servizio è raggiungibile e ha accettato le credenziali.',
  'settings.test.rejected': 'Il servizio è raggiungibile ma ha rifiutato le credenziali.',
  'settings.test.unreachable':
    'Il servizio non è raggiungibile, oppure non consente questa app (CORS). Controlla l’indirizzo e la connessione.',
  'settings.test.cors':
    'Il servizio ha risposto, ma non consente a questo sito di chiamarlo (CORS). Il suo gestore deve consentire {origin}.',
  'settings.test.timeout': 'Il servizio non ha risposto entro {seconds} s.',
  'settings.test.unexpected': 'Il servizio ha risposto, ma non come previsto: {detail}',
  'settings.forget': 'Cancella le credenziali',
  'settings.forgotten': 'Le credenziali sono state cancellate da questo dispositivo.',
  'settings.error.baseUrlRequired': 'Inserisci l’URL di base del servizio.',
  'settings.error.baseUrlInvalid':
    'Inserisci un indirizzo completo come https://api.example.com, senza nome utente, parametri né #.',
  'settings.error.baseUrlHttps': 'Usa https. Il semplice http è consentito solo per localhost.',
};
