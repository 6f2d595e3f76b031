import type { Language } from './store';

/**
 * Dutch descriptions of the error codes the reference server uses (product §8: the client shows
 * `errors[0].description`). English descriptions are written where the error is thrown; codes missing here keep
 * their English text in Dutch too.
 */
const DUTCH: Record<string, string> = {
  InvalidParameters: 'Het verzoek bevat ongeldige parameters.',
  InvalidBody: 'De gegevens van het verzoek zijn ongeldig.',
  BodyRequired: 'Het verzoek mist de gegevens.',
  BodyTooLarge: 'De gegevens van het verzoek zijn te groot.',
  InvalidJson: 'De gegevens van het verzoek zijn geen geldige JSON.',
  UnsupportedContentType: 'De gegevens moeten als application/json worden verstuurd.',
  UnsupportedMediaType: 'De gegevens moeten als JSON worden verstuurd (Content-Type: application/json).',
  Unauthorized: 'Log eerst in.',
  InvalidAccessToken: 'Uw sessie is verlopen. Log opnieuw in.',
  InvalidToken: 'Ongeldige validatiecode.',
  TokenExpired: 'Validatiecode verlopen.',
  InvalidCredentials: 'Gebruikersnaam of wachtwoord is onjuist',
  UserNotConfirmed: 'Dit account is nog niet geactiveerd.',
  TooManyAttempts: 'Te veel mislukte inlogpogingen. Probeer het over een paar minuten opnieuw.',
  TooManyRequests: 'Te veel mislukte pogingen vanaf uw netwerk. Probeer het later opnieuw.',
  CodeSpent: 'Te vaak een verkeerde code ingevuld. Vraag een nieuwe code aan.',
  CodeNotAccepted: 'Deze code is ongeldig of verlopen. Vraag een nieuwe code aan.',
  TooManyLogins: 'Te vaak ingelogd in korte tijd. Probeer het over een paar minuten opnieuw.',
  TooManyRegistrations: 'Te veel registraties vanaf uw netwerk. Probeer het later opnieuw.',
  PayloadTooLarge: 'De gegevens van het verzoek zijn te groot.',
  InvalidText:
    'De tekst bevat tekens die niet zijn toegestaan: stuurtekens, regeleinden, richtingstekens of onzichtbare tekens.',
  InvalidRefreshToken: 'Uw sessie is verlopen. Log opnieuw in.',
  UserAlreadyExists:
    'Dit e-mailadres is al in gebruik. Weet u uw wachtwoord niet meer, kies dan voor wachtwoord vergeten.',
  TermsRequired: 'Ga akkoord met de privacyverklaring en de voorwaarden om te registreren.',
  PasswordPolicy: 'Het wachtwoord voldoet niet aan de wachtwoordeisen.',
  EmailMismatch: 'Dit e-mailadres hoort niet bij het ingelogde account.',
  EmailNotEditable: 'Het e-mailadres kan niet worden gewijzigd.',
  PassNumberNotOwned: 'Dit pasnummer is niet aan uw account gekoppeld.',
  PassNumberNotFound: 'Dit pasnummer is niet aan uw account gekoppeld.',
  InvalidPassNumber: 'Het pasnummer en de geboortedatum horen niet bij elkaar.',
  PassNumberInUse: 'Dit pasnummer is al aan een ander account gekoppeld.',
  PassNumberLocked:
    'Te vaak een verkeerde geboortedatum ingevuld voor dit pasnummer. Probeer het over 24 uur opnieuw.',
  LastPassNumber: 'Er moet minimaal één pasnummer actief blijven op uw account.',
  PassNumberRequired: 'Kies eerst een pasnummer.',
  LocationIncomplete: 'Zorg dat het adres volledig is ingevuld: straatnaam, huisnummer, plaats',
  SameLocation: 'Vertrek- en bestemmingsadres zijn gelijk.',
  InvalidAttributes: 'De gekozen reisopties zijn niet toegestaan.',
  PriorityRequired:
    "Boeken op aankomsttijd vereist een keuze uit de lijst Prioriteit. 'Geen' is niet toegestaan.",
  CardBrandRequired: 'Kies een kaartmerk om met creditcard te betalen.',
  PaymentNotOffered: 'Deze betaalmethode wordt in deze regio niet aangeboden.',
  PaymentNotAllowed: 'Betalen op factuur kan alleen met een account.',
  MonthlyBillingNotAvailable:
    'Reizen op rekening is voor uw account niet mogelijk. Kies een andere betaalwijze.',
  MonthlyBillingRequired:
    'U reist op factuur; neem contact op met de klantenservice voor een andere betaalmethode.',
  LeadTimeTooShort: 'De ophaaltijd moet minimaal een uur vanaf nu liggen.',
  TooFarAhead: 'U kunt maximaal {maxDaysAhead} dagen vooruit boeken: kies een datum tot en met {lastDate}.',
  InvalidLocation: 'Dit adres is niet bekend. Kies een adres uit de suggesties.',
  OutsideServiceArea: 'Dit adres ligt buiten het werkgebied van de regiotaxi.',
  BlockedByPtAdvice:
    'Een rit kan niet worden geboekt omdat er voor deze reis een optie met het openbaar vervoer beschikbaar is.',
  BudgetExpired: 'Het budget van dit pasnummer is verlopen.',
  BudgetExceeded: 'Uw resterende budget is niet genoeg voor deze rit.',
  IdempotencyKeyReused: 'Deze boeking is al met andere gegevens verstuurd.',
  BookingWithoutAccountDisabled: 'Boeken zonder account is in deze regio niet mogelijk.',
  TrafficIndicatorDisabled: 'De verkeersindicator is in deze regio niet beschikbaar.',
  TripNotFound: 'Deze rit is niet gevonden.',
  TripNotCancellable: 'De rit kan niet worden geannuleerd',
  GuestTripNotFound: 'Deze link bestaat niet. Controleer de link in uw bevestigingsmail.',
  TooManyGuestBookings:
    'Te veel boekingen zonder account. Probeer het later opnieuw, of log in om te boeken.',
  TripNotCompleted: 'Alleen voltooide ritten kunnen worden beoordeeld.',
  FeedbackAlreadySubmitted: 'Deze rit is al beoordeeld.',
  TripIdMismatch: 'Het ritnummer in de gegevens komt niet overeen met de rit.',
  InvalidRange: 'De einddatum ligt voor de begindatum.',
  UnknownRegion: 'Deze regio wordt niet bediend.',
  RegionNotFound: 'Deze regio wordt niet bediend.',
  ReleaseNoteNotFound: 'Onbekende release notes.',
  // API extensions.
  TooManySavedPlaces: 'U kunt maximaal {max} plaatsen bewaren. Verwijder er eerst een.',
  DuplicateSavedPlaceName: 'U heeft al een bewaarde plaats met deze naam.',
  SavedPlaceNotFound: 'Deze bewaarde plaats is niet gevonden.',
  UnknownPassNumber: 'Dit pasnummer is niet aan uw account gekoppeld.',
  TripNotShareable: 'Alleen een komende rit kan worden gedeeld.',
  NotShared: 'Deze rit wordt niet gedeeld.',
  ShareNotFound: 'Deze link bestaat niet. Controleer de link of vraag de reiziger om een nieuwe.',
  ShareStopped: 'De reiziger deelt deze rit niet meer.',
  TripCancelled: 'Deze rit is geannuleerd.',
  ShareExpired: 'Deze rit is voorbij; de link werkt niet meer.',
  IfMatchRequired: 'Stuur de versie van de rit (zijn ETag) mee als If-Match om hem te wijzigen.',
  TripChanged:
    'Deze rit is intussen gewijzigd (in een ander venster, of door iemand anders). Bekijk de rit opnieuw voordat u hem wijzigt.',
  TripNotChangeable: 'Deze rit kan niet meer worden gewijzigd.',
  ChangeTooLate: 'Een rit kan online worden gewijzigd tot {minutes} minuten voor het ophalen.',
  PaidTripNotRepriceable:
    'Deze rit is al betaald: een wijziging van de prijs of de betaalwijze kan niet online. Houd de route en betaalwijze, of bel de klantenservice.',
  NothingChanged: 'Met deze wijziging blijft de rit zoals hij is.',
  NotInSeries: 'Deze rit hoort niet bij een reeks.',
  TooManyTripChanges: 'Te veel wijzigingen vandaag. Probeer het later opnieuw.',
  ActingForNotAllowed: 'Dit kan alleen de reiziger zelf doen, niet een mantelzorger namens hem of haar.',
  NotActingForTraveller: 'U bent geen (of niet langer) mantelzorger van deze reiziger.',
  ObserverCannotManage:
    'U mag de ritten van deze reiziger volgen, maar niet boeken, wijzigen, annuleren, beoordelen of delen.',
  CannotInviteYourself: 'U kunt niet uw eigen mantelzorger zijn.',
  CarerAlreadyInvited: 'Deze persoon is al uitgenodigd of is al uw mantelzorger.',
  TooManyCarers: 'U kunt hoogstens {max} mantelzorgers hebben. Verwijder er eerst een.',
  CarerHasTooManyTravellers: 'Deze persoon is al mantelzorger van {max} reizigers.',
  CarerNotFound: 'Deze mantelzorger is niet gevonden.',
  CaredTravellerNotFound: 'U bent geen mantelzorger van deze reiziger.',
  InvitationNotFound: 'Deze uitnodiging bestaat niet. Controleer de link in de e-mail.',
  InvitationEnded: 'Deze uitnodiging is ingetrokken of beëindigd.',
  InvitationExpired: 'Deze uitnodiging is verlopen. Vraag de reiziger om een nieuwe.',
  InvitationForAnotherAccount:
    'Deze uitnodiging is naar een ander e-mailadres gestuurd. Log in met dat adres om haar te beantwoorden.',
  InvitationDeclined: 'U hebt deze uitnodiging geweigerd. Vraag de reiziger om een nieuwe.',
  InvitationAccepted: 'U hebt deze uitnodiging al geaccepteerd; stop als mantelzorger in plaats daarvan.',
  InternalServerError: 'Er is een onverwachte fout opgetreden, probeer het later opnieuw.',
  ResponseValidationFailed: 'De server gaf een antwoord dat niet aan zijn API-specificatie voldoet.',
};

/**
 * The user-facing description of an error code in `language`: the Dutch catalogue entry for nl-NL (falling back
 * to the English text) with its `{name}` placeholders filled from `params`, the English text as thrown for
 * en-US.
 */
export function localizeError(
  code: string,
  english: string,
  language: Language,
  params: Readonly<Record<string, string | number>> = {},
): string {
  if (language !== 'nl-NL') return english;
  const dutch = DUTCH[code];
  if (dutch === undefined) return english;
  return dutch.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
