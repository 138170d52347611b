/**
 * The words of the page that explains the sandbox's emission model to the readers of its
 * certificates (`{base}/methodology?lang=de`), in English, German, French and Italian. The figures
 * on it are not here: they are filled in from the model itself (`{value}` and the like). Room type
 * words and country names come from the certificate files' wording (./wording.ts).
 */
import type { MealType, OriginType } from '../../src/api/contract.ts';
import type { Language } from '../../src/shared/language.ts';

export interface MethodologyWords {
  title: string;
  demoNotice: string;
  intro: string;
  languages: string;
  scopeTitle: string;
  scopeHotel: string;
  scopeEvent: string;
  scopeOut: string;
  hotelTitle: string;
  hotelRooms: string;
  hotelNights: string;
  hotelFormula: string;
  hotelBreakfast: string;
  countryTitle: string;
  countryColumn: string;
  perRoomNightColumn: string;
  countrySource: string;
  countryFallback: string;
  starTitle: string;
  starColumn: string;
  multiplierColumn: string;
  starText: string;
  roomTypeTitle: string;
  roomTypeColumn: string;
  roomTypeText: string;
  eventTitle: string;
  travelTitle: string;
  travelText: string;
  originColumn: string;
  roundTripColumn: string;
  perParticipantColumn: string;
  kilometres: string;
  origins: Readonly<Record<OriginType, string>>;
  mealsTitle: string;
  mealColumn: string;
  perMealColumn: string;
  mealsText: string;
  meals: Readonly<Record<MealType, string>>;
  eventStayTitle: string;
  eventStayText: string;
  roundingTitle: string;
  roundingText: string;
  notTitle: string;
  notText: string;
}

export const METHODOLOGY_WORDS: Readonly<Record<Language, MethodologyWords>> = {
  en: {
    title: 'How the sandbox calculates emissions',
    demoNotice:
      'Demonstration: this page explains the model of the Emission Desk sandbox, a stand-in for the Emission Certificate and Calculation Service. Its certificates are demonstrations, not certified statements, and its figures say nothing about the real service, whose model is not published.',
    intro:
      'The sandbox’s figures are plausible, always the same for the same input, and explained here factor by factor. Every factor has a public source; every choice beyond the sources is marked as an assumption. All figures are in kilograms of CO₂e (carbon dioxide equivalent).',
    languages: 'This page in other languages',
    scopeTitle: 'What is counted',
    scopeHotel: 'A hotel stay: the hotel rooms for the nights booked, and breakfast.',
    scopeEvent: 'An event: the participants’ travel, their meals and their overnight stays.',
    scopeOut: 'Not counted: the venue’s energy, materials, waste and the staff’s travel.',
    hotelTitle: 'Hotel stay',
    hotelRooms:
      'Rooms: {perRoom} guests share a room, so a stay needs the number of guests divided by {perRoom}, rounded up (assumption).',
    hotelNights: 'Nights: the days of a stay count the nights booked (assumption).',
    hotelFormula:
      'Accommodation = rooms × nights × the country’s factor × the multiplier of the star rating × the multiplier of the room type.',
    hotelBreakfast:
      'Breakfast adds {value} kg CO₂e per guest and night (a myclimate-certified factor used by a tour operator). The country factors cover the hotel’s energy, not its food.',
    countryTitle: 'Factor by country',
    countryColumn: 'Country',
    perRoomNightColumn: 'kg CO₂e per room-night',
    countrySource:
      'Source: the UK government’s greenhouse gas conversion factors, “Hotel stay” (the 2025 set where it lists the country, otherwise the 2021 set), per occupied room, not per guest.',
    countryFallback:
      'Any other country: {value} kg CO₂e, the median of the factors above (assumption). The median rather than the average, which the Maldives and the United Arab Emirates would pull up.',
    starTitle: 'Star rating',
    starColumn: 'Stars',
    multiplierColumn: 'Multiplier',
    starText:
      'A country’s factor describes a 3-star hotel (assumption). The other multipliers follow the per-night figures of the French agency ADEME (“Nos Gestes Climat”); 2 stars lies between ADEME and a European estimate (fairhospitality.coop), so that more stars always mean more emissions.',
    roomTypeTitle: 'Room type',
    roomTypeColumn: 'Room type',
    roomTypeText:
      'No public factor tells room types apart; larger rooms take more energy to heat, cool and clean. These multipliers are the sandbox’s own choice (assumption).',
    eventTitle: 'Event',
    travelTitle: 'Travel',
    travelText:
      'Each participant makes one round trip, whose length and mix of transport depend on where the participants come from (assumption). Per passenger-kilometre: plane {plane}, car {car}, bus {bus} and train {train} kg CO₂e (the sustainable-events guide of activeyouth.lt); walking and cycling none.',
    originColumn: 'Participants come from',
    roundTripColumn: 'Round trip',
    perParticipantColumn: 'kg CO₂e per participant',
    kilometres: '{value} km',
    origins: {
      LOCAL: 'Local',
      REGIONAL: 'Regional',
      NATIONAL: 'National',
      EUROPE: 'Europe',
      INTERNATIONAL: 'International',
    },
    mealsTitle: 'Meals',
    mealColumn: 'Meal',
    perMealColumn: 'kg CO₂e per meal',
    mealsText:
      'A meat meal is a third of a day of a high-meat diet, a vegetarian meal a third of a vegetarian day (Scarborough and others, 2014); a coffee break is a filter coffee with a pastry. Participants without a menu of their own get one meal of the event’s menu; coffee breaks come on top.',
    meals: { MEAT: 'Meat', VEGETARIAN: 'Vegetarian', COFFEE_BREAK: 'Coffee break' },
    eventStayTitle: 'Overnight stays',
    eventStayText:
      'Every participant stays every night, in a standard room of a 3-star hotel, two to a room, with breakfast, at the factor of any other country, {value} kg CO₂e (assumption).',
    roundingTitle: 'Rounding',
    roundingText:
      'The sandbox rounds each part to {cent} kg and adds the rounded parts, so the parts add up to the total. A certificate shows the figure with three significant digits, in tonnes from {thousand} kg on.',
    notTitle: 'What this is not',
    notText:
      'The sandbox is a demonstration. Its certificates are not certified, make no claim of neutrality or compensation, and are no statement about the real service’s figures.',
  },
  de: {
    title: 'So berechnet die Sandbox Emissionen',
    demoNotice:
      'Demonstration: Diese Seite erklärt das Modell der Sandbox von Emission Desk, eines Stellvertreters des Emission Certificate and Calculation Service. Ihre Zertifikate sind Demonstrationen, keine zertifizierten Angaben, und ihre Zahlen sagen nichts über den echten Dienst aus, dessen Modell nicht veröffentlicht ist.',
    intro:
      'Die Zahlen der Sandbox sind plausibel, bei gleicher Eingabe immer gleich und hier Faktor für Faktor erklärt. Jeder Faktor hat eine öffentliche Quelle; jede Wahl darüber hinaus ist als Annahme gekennzeichnet. Alle Zahlen sind Kilogramm CO₂e (CO₂-Äquivalent).',
    languages: 'Diese Seite in anderen Sprachen',
    scopeTitle: 'Was gezählt wird',
    scopeHotel: 'Ein Hotelaufenthalt: die Hotelzimmer für die gebuchten Nächte und das Frühstück.',
    scopeEvent:
      'Eine Veranstaltung: die Anreise der Teilnehmenden, ihre Mahlzeiten und ihre Übernachtungen.',
    scopeOut:
      'Nicht gezählt: die Energie des Veranstaltungsorts, Material, Abfall und die Reisen des Personals.',
    hotelTitle: 'Hotelaufenthalt',
    hotelRooms:
      'Zimmer: {perRoom} Gäste teilen sich ein Zimmer, ein Aufenthalt braucht also die Zahl der Gäste geteilt durch {perRoom}, aufgerundet (Annahme).',
    hotelNights: 'Nächte: Die Tage eines Aufenthalts zählen die gebuchten Nächte (Annahme).',
    hotelFormula:
      'Unterkunft = Zimmer × Nächte × Faktor des Landes × Multiplikator der Hotelkategorie × Multiplikator der Zimmerkategorie.',
    hotelBreakfast:
      'Das Frühstück fügt pro Gast und Nacht {value} kg CO₂e hinzu (ein von myclimate zertifizierter Faktor, den ein Reiseveranstalter verwendet). Die Faktoren der Länder decken die Energie des Hotels ab, nicht seine Verpflegung.',
    countryTitle: 'Faktor nach Land',
    countryColumn: 'Land',
    perRoomNightColumn: 'kg CO₂e pro Zimmernacht',
    countrySource:
      'Quelle: die Umrechnungsfaktoren für Treibhausgase der britischen Regierung, „Hotel stay“ (der Satz von 2025, wo er das Land enthält, sonst der von 2021), pro belegtem Zimmer, nicht pro Gast.',
    countryFallback:
      'Jedes andere Land: {value} kg CO₂e, der Median der Faktoren oben (Annahme). Der Median statt des Durchschnitts, den die Malediven und die Vereinigten Arabischen Emirate nach oben ziehen würden.',
    starTitle: 'Hotelkategorie',
    starColumn: 'Sterne',
    multiplierColumn: 'Multiplikator',
    starText:
      'Der Faktor eines Landes beschreibt ein 3-Sterne-Hotel (Annahme). Die übrigen Multiplikatoren folgen den Zahlen pro Nacht der französischen Agentur ADEME („Nos Gestes Climat“); 2 Sterne liegen zwischen ADEME und einer europäischen Schätzung (fairhospitality.coop), damit mehr Sterne stets mehr Emissionen bedeuten.',
    roomTypeTitle: 'Zimmerkategorie',
    roomTypeColumn: 'Zimmerkategorie',
    roomTypeText:
      'Kein öffentlicher Faktor unterscheidet Zimmerkategorien; größere Zimmer brauchen mehr Energie zum Heizen, Kühlen und Reinigen. Diese Multiplikatoren hat die Sandbox selbst gewählt (Annahme).',
    eventTitle: 'Veranstaltung',
    travelTitle: 'Anreise',
    travelText:
      'Alle Teilnehmenden machen eine Hin- und Rückreise, deren Länge und Verkehrsmittel davon abhängen, woher sie kommen (Annahme). Pro Personenkilometer: Flugzeug {plane}, Auto {car}, Bus {bus} und Bahn {train} kg CO₂e (Leitfaden für nachhaltige Veranstaltungen von activeyouth.lt); zu Fuß und mit dem Rad nichts.',
    originColumn: 'Herkunft der Teilnehmenden',
    roundTripColumn: 'Hin und zurück',
    perParticipantColumn: 'kg CO₂e pro Person',
    kilometres: '{value} km',
    origins: {
      LOCAL: 'Lokal',
      REGIONAL: 'Regional',
      NATIONAL: 'National',
      EUROPE: 'Europa',
      INTERNATIONAL: 'International',
    },
    mealsTitle: 'Mahlzeiten',
    mealColumn: 'Mahlzeit',
    perMealColumn: 'kg CO₂e pro Mahlzeit',
    mealsText:
      'Eine Mahlzeit mit Fleisch ist ein Drittel eines Tages fleischreicher Ernährung, eine vegetarische ein Drittel eines vegetarischen Tages (Scarborough und andere, 2014); eine Kaffeepause ist ein Filterkaffee mit Gebäck. Teilnehmende ohne eigenes Menü erhalten eine Mahlzeit des Menüs der Veranstaltung; Kaffeepausen kommen hinzu.',
    meals: { MEAT: 'Fleisch', VEGETARIAN: 'Vegetarisch', COFFEE_BREAK: 'Kaffeepause' },
    eventStayTitle: 'Übernachtungen',
    eventStayText:
      'Alle Teilnehmenden übernachten jede Nacht, zu zweit im Standardzimmer eines 3-Sterne-Hotels, mit Frühstück, zum Faktor jedes anderen Landes, {value} kg CO₂e (Annahme).',
    roundingTitle: 'Rundung',
    roundingText:
      'Die Sandbox rundet jeden Teil auf {cent} kg und addiert die gerundeten Teile, damit sie die Summe ergeben. Ein Zertifikat zeigt die Zahl mit drei signifikanten Stellen, ab {thousand} kg in Tonnen.',
    notTitle: 'Was dies nicht ist',
    notText:
      'Die Sandbox ist eine Demonstration. Ihre Zertifikate sind nicht zertifiziert, behaupten weder Neutralität noch Kompensation und sagen nichts über die Zahlen des echten Dienstes aus.',
  },
  fr: {
    title: 'Comment le service sandbox calcule les émissions',
    demoNotice:
      'Démonstration\u202f: cette page explique le modèle du service sandbox d’Emission Desk, qui tient lieu de l’Emission Certificate and Calculation Service. Ses certificats sont des démonstrations, pas des déclarations certifiées, et ses chiffres ne disent rien du vrai service, dont le modèle n’est pas publié.',
    intro:
      'Les chiffres du service sandbox sont plausibles, toujours les mêmes pour les mêmes données, et expliqués ici facteur par facteur. Chaque facteur a une source publique\u202f; tout choix au-delà des sources est signalé comme une hypothèse. Tous les chiffres sont en kilogrammes de CO₂e (équivalent CO₂).',
    languages: 'Cette page dans d’autres langues',
    scopeTitle: 'Ce qui est compté',
    scopeHotel:
      'Un séjour à l’hôtel\u202f: les chambres pour les nuits réservées, et le petit-déjeuner.',
    scopeEvent:
      'Un événement\u202f: les déplacements des participants, leurs repas et leurs nuitées.',
    scopeOut:
      'Non compté\u202f: l’énergie du lieu, le matériel, les déchets et les déplacements du personnel.',
    hotelTitle: 'Séjour à l’hôtel',
    hotelRooms:
      'Chambres\u202f: {perRoom} clients partagent une chambre, un séjour compte donc le nombre de clients divisé par {perRoom}, arrondi à l’unité supérieure (hypothèse).',
    hotelNights: 'Nuits\u202f: les jours d’un séjour comptent les nuits réservées (hypothèse).',
    hotelFormula:
      'Hébergement = chambres × nuits × facteur du pays × multiplicateur de la catégorie × multiplicateur du type de chambre.',
    hotelBreakfast:
      'Le petit-déjeuner ajoute {value} kg CO₂e par client et par nuit (un facteur certifié par myclimate, utilisé par un voyagiste). Les facteurs des pays couvrent l’énergie de l’hôtel, pas sa restauration.',
    countryTitle: 'Facteur par pays',
    countryColumn: 'Pays',
    perRoomNightColumn: 'kg CO₂e par nuitée de chambre',
    countrySource:
      'Source\u202f: les facteurs de conversion des gaz à effet de serre du gouvernement britannique, «\u202fHotel stay\u202f» (la série 2025 lorsqu’elle cite le pays, sinon celle de 2021), par chambre occupée, et non par client.',
    countryFallback:
      'Tout autre pays\u202f: {value} kg CO₂e, la médiane des facteurs ci-dessus (hypothèse). La médiane plutôt que la moyenne, que les Maldives et les Émirats arabes unis tireraient vers le haut.',
    starTitle: 'Catégorie de l’hôtel',
    starColumn: 'Étoiles',
    multiplierColumn: 'Multiplicateur',
    starText:
      'Le facteur d’un pays décrit un hôtel 3 étoiles (hypothèse). Les autres multiplicateurs suivent les chiffres par nuit de l’ADEME («\u202fNos Gestes Climat\u202f»)\u202f; 2 étoiles se situe entre l’ADEME et une estimation européenne (fairhospitality.coop), afin que davantage d’étoiles signifie toujours davantage d’émissions.',
    roomTypeTitle: 'Type de chambre',
    roomTypeColumn: 'Type de chambre',
    roomTypeText:
      'Aucun facteur public ne distingue les types de chambre\u202f; une chambre plus grande demande plus d’énergie pour être chauffée, climatisée et nettoyée. Ces multiplicateurs sont un choix propre du service sandbox (hypothèse).',
    eventTitle: 'Événement',
    travelTitle: 'Déplacements',
    travelText:
      'Chaque participant fait un aller-retour dont la longueur et les modes de transport dépendent de sa provenance (hypothèse). Par passager-kilomètre\u202f: avion {plane}, voiture {car}, bus {bus} et train {train} kg CO₂e (guide des événements durables d’activeyouth.lt)\u202f; à pied et à vélo, rien.',
    originColumn: 'Provenance des participants',
    roundTripColumn: 'Aller-retour',
    perParticipantColumn: 'kg CO₂e par participant',
    kilometres: '{value} km',
    origins: {
      LOCAL: 'Locale',
      REGIONAL: 'Régionale',
      NATIONAL: 'Nationale',
      EUROPE: 'Europe',
      INTERNATIONAL: 'Internationale',
    },
    mealsTitle: 'Repas',
    mealColumn: 'Repas',
    perMealColumn: 'kg CO₂e par repas',
    mealsText:
      'Un repas avec viande est un tiers d’une journée d’alimentation riche en viande, un repas végétarien un tiers d’une journée végétarienne (Scarborough et autres, 2014)\u202f; une pause-café est un café filtre avec une viennoiserie. Les participants sans menu propre reçoivent un repas du menu de l’événement\u202f; les pauses-café s’y ajoutent.',
    meals: { MEAT: 'Viande', VEGETARIAN: 'Végétarien', COFFEE_BREAK: 'Pause-café' },
    eventStayTitle: 'Nuitées',
    eventStayText:
      'Chaque participant reste chaque nuit, à deux par chambre standard d’un hôtel 3 étoiles, petit-déjeuner compris, au facteur de tout autre pays, {value} kg CO₂e (hypothèse).',
    roundingTitle: 'Arrondi',
    roundingText:
      'Le service sandbox arrondit chaque partie à {cent} kg et additionne les parties arrondies, qui donnent ainsi le total. Un certificat montre le chiffre avec trois chiffres significatifs, en tonnes à partir de {thousand} kg.',
    notTitle: 'Ce que ce n’est pas',
    notText:
      'Le service sandbox est une démonstration. Ses certificats ne sont pas certifiés, ne revendiquent ni neutralité ni compensation, et ne disent rien des chiffres du vrai service.',
  },
  it: {
    title: 'Come la sandbox calcola le emissioni',
    demoNotice:
      'Dimostrazione: questa pagina spiega il modello della sandbox di Emission Desk, che sostituisce l’Emission Certificate and Calculation Service. I suoi certificati sono dimostrazioni, non dichiarazioni certificate, e le sue cifre non dicono nulla del servizio reale, il cui modello non è pubblicato.',
    intro:
      'Le cifre della sandbox sono plausibili, sempre uguali per gli stessi dati e spiegate qui fattore per fattore. Ogni fattore ha una fonte pubblica; ogni scelta oltre le fonti è indicata come ipotesi. Tutte le cifre sono in chilogrammi di CO₂e (CO₂ equivalente).',
    languages: 'Questa pagina in altre lingue',
    scopeTitle: 'Che cosa si conta',
    scopeHotel: 'Un soggiorno in hotel: le camere per le notti prenotate e la colazione.',
    scopeEvent: 'Un evento: i viaggi dei partecipanti, i loro pasti e i loro pernottamenti.',
    scopeOut:
      'Non si contano: l’energia della sede, i materiali, i rifiuti e i viaggi del personale.',
    hotelTitle: 'Soggiorno in hotel',
    hotelRooms:
      'Camere: {perRoom} ospiti condividono una camera, quindi un soggiorno richiede il numero di ospiti diviso per {perRoom}, arrotondato per eccesso (ipotesi).',
    hotelNights: 'Notti: i giorni di un soggiorno contano le notti prenotate (ipotesi).',
    hotelFormula:
      'Alloggio = camere × notti × fattore del paese × moltiplicatore della categoria × moltiplicatore del tipo di camera.',
    hotelBreakfast:
      'La colazione aggiunge {value} kg CO₂e per ospite e per notte (un fattore certificato da myclimate, usato da un operatore turistico). I fattori dei paesi coprono l’energia dell’hotel, non la ristorazione.',
    countryTitle: 'Fattore per paese',
    countryColumn: 'Paese',
    perRoomNightColumn: 'kg CO₂e per notte in camera',
    countrySource:
      'Fonte: i fattori di conversione dei gas serra del governo britannico, «Hotel stay» (la serie 2025 dove elenca il paese, altrimenti quella del 2021), per camera occupata, non per ospite.',
    countryFallback:
      'Qualsiasi altro paese: {value} kg CO₂e, la mediana dei fattori qui sopra (ipotesi). La mediana anziché la media, che le Maldive e gli Emirati Arabi Uniti spingerebbero verso l’alto.',
    starTitle: 'Categoria dell’hotel',
    starColumn: 'Stelle',
    multiplierColumn: 'Moltiplicatore',
    starText:
      'Il fattore di un paese descrive un hotel a 3 stelle (ipotesi). Gli altri moltiplicatori seguono le cifre per notte dell’agenzia francese ADEME («Nos Gestes Climat»); 2 stelle sta tra ADEME e una stima europea (fairhospitality.coop), così che più stelle significhino sempre più emissioni.',
    roomTypeTitle: 'Tipo di camera',
    roomTypeColumn: 'Tipo di camera',
    roomTypeText:
      'Nessun fattore pubblico distingue i tipi di camera; le camere più grandi richiedono più energia per riscaldarle, raffrescarle e pulirle. Questi moltiplicatori sono una scelta della sandbox (ipotesi).',
    eventTitle: 'Evento',
    travelTitle: 'Viaggi',
    travelText:
      'Ogni partecipante fa un viaggio di andata e ritorno, la cui lunghezza e i cui mezzi di trasporto dipendono dalla provenienza (ipotesi). Per passeggero-chilometro: aereo {plane}, auto {car}, autobus {bus} e treno {train} kg CO₂e (guida agli eventi sostenibili di activeyouth.lt); a piedi e in bicicletta nulla.',
    originColumn: 'Provenienza dei partecipanti',
    roundTripColumn: 'Andata e ritorno',
    perParticipantColumn: 'kg CO₂e per partecipante',
    kilometres: '{value} km',
    origins: {
      LOCAL: 'Locale',
      REGIONAL: 'Regionale',
      NATIONAL: 'Nazionale',
      EUROPE: 'Europa',
      INTERNATIONAL: 'Internazionale',
    },
    mealsTitle: 'Pasti',
    mealColumn: 'Pasto',
    perMealColumn: 'kg CO₂e per pasto',
    mealsText:
      'Un pasto con carne è un terzo di una giornata di dieta ricca di carne, un pasto vegetariano un terzo di una giornata vegetariana (Scarborough e altri, 2014); una pausa caffè è un caffè filtro con un dolce. I partecipanti senza un menu proprio ricevono un pasto del menu dell’evento; le pause caffè si aggiungono.',
    meals: { MEAT: 'Carne', VEGETARIAN: 'Vegetariano', COFFEE_BREAK: 'Pausa caffè' },
    eventStayTitle: 'Pernottamenti',
    eventStayText:
      'Ogni partecipante resta ogni notte, in due per camera standard di un hotel a 3 stelle, con colazione, al fattore di qualsiasi altro paese, {value} kg CO₂e (ipotesi).',
    roundingTitle: 'Arrotondamento',
    roundingText:
      'La sandbox arrotonda ogni parte a {cent} kg e somma le parti arrotondate, che danno così il totale. Un certificato mostra la cifra con tre cifre significative, in tonnellate da {thousand} kg in su.',
    notTitle: 'Che cosa non è',
    notText:
      'La sandbox è una dimostrazione. I suoi certificati non sono certificati, non dichiarano neutralità né compensazione e non dicono nulla delle cifre del servizio reale.',
  },
};
