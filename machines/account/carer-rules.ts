/**
 * Pure rules of carers (API extension beyond the operator's API, product §10.12 "Carers": listCarers, inviteCarer,
 * removeCarer, getCarerInvitation, acceptCarerInvitation, declineCarerInvitation, listCaredTravellers, stopCaring in
 * openapi/ticketing.yaml). Used by ./carers.machine.ts (the profile tab) and ./carer-invitation.machine.ts (the
 * page behind `/carer/accept/<token>`). Messages are i18n keys of the `carers` section. Pure: no fetch, no clock.
 */
import { formats } from '../../common/validator-runtime';
import { CarerInvitationToken, CarerInvite } from '../../openapi/generated/field-rules';
import type { AppError } from '../types';
import type { FormRefusal } from '../lib/field-errors';

/** What a carer may do: `observer` follows the traveller's trips, `manager` also books and manages them. */
export type CarerRole = 'observer' | 'manager';
/** A carer link's state: `expired` is an invitation unanswered for 7 days. */
type CarerStatus = 'invited' | 'active' | 'declined' | 'expired';

/** A person's first name and surname as the API sends them (`PersonName`). */
interface PersonName {
  firstName: string;
  surname: string;
}

/** One of the traveller's carers (`Carer`): `name` once accepted, else null; instants ISO-8601 UTC. */
export interface Carer {
  id: number;
  email: string;
  name: PersonName | null;
  role: CarerRole;
  status: CarerStatus;
  invitedAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

/** A traveller the signed-in account cares for (`CaredTraveller`): the username is the e-mail address. */
export interface CaredTraveller {
  firstName: string;
  surname: string;
  username: string;
  role: CarerRole;
}

/** What an invitation asks (`CarerInvitation`): who, for which role, its status and its end (ISO-8601 UTC). */
export interface CarerInvitation {
  traveller: PersonName;
  role: CarerRole;
  status: CarerStatus;
  expiresAt: string;
}

/** The invite form: the carer's e-mail address and the role (observer unless the traveller chooses more). */
export interface CarerInviteForm {
  email: string;
  role: CarerRole;
}

/** Field → i18n key of its problem. */
export type CarerInviteErrors = Partial<Record<keyof CarerInviteForm, string>>;

/** Longest e-mail address the API takes (`CarerInvite.email.maxLength`). */
export const CARER_EMAIL_MAX_LENGTH: number = CarerInvite.email.maxLength;

/** An empty invite form: the least the traveller can give, following only. */
export function emptyCarerInviteForm(): CarerInviteForm {
  return { email: '', role: 'observer' };
}

/** The invite form's problems (`{}` = valid): an e-mail address, present and well-formed as the server checks it. */
export function validateCarerInvite(form: CarerInviteForm): CarerInviteErrors {
  const email = form.email.trim();
  if (email === '') return { email: 'carers.error.emailRequired' };
  if (email.length > CARER_EMAIL_MAX_LENGTH || !formats.email.test(email))
    return { email: 'carers.error.emailInvalid' };
  return {};
}

/**
 * A backend without the extension answers 404 on the list (the feature's probe): the tab stays hidden. The
 * reference API's own 404s name what is missing, so only a 404 without a carer code counts.
 */
export function isMissingCarersEndpoint(error: Pick<AppError, 'status' | 'code'>): boolean {
  return error.status === 404 && error.code !== 'CarerNotFound' && error.code !== 'CaredTravellerNotFound';
}

/** product §10.12 the refusals that name their cause, by the server's error code. */
const INVITE_REFUSALS = new Map<string, FormRefusal<CarerInviteErrors>>([
  ['CannotInviteYourself', { errors: { email: 'carers.error.yourself' }, problem: null }],
  ['CarerAlreadyInvited', { errors: { email: 'carers.error.alreadyInvited' }, problem: null }],
  ['CarerHasTooManyTravellers', { errors: { email: 'carers.error.carerFull' }, problem: null }],
  ['TooManyCarers', { errors: {}, problem: 'carers.error.tooMany' }],
]);

/**
 * The server's refusal of an invitation (product §10.12), as the e-mail field's problem where it is about the
 * address; another 400 means the address itself; anything else is a problem of the whole form.
 */
export function inviteRefusal(error: Pick<AppError, 'status' | 'code'>): FormRefusal<CarerInviteErrors> {
  const known = INVITE_REFUSALS.get(error.code ?? '');
  if (known) return known;
  return error.status === 400
    ? { errors: { email: 'carers.error.emailInvalid' }, problem: null }
    : { errors: {}, problem: 'carers.error.invite' };
}

/** Why an invitation cannot be answered (the page's text: `carers.invitation.closed.<reason>`). */
export type InvitationClosedReason =
  'notFound' | 'expired' | 'ended' | 'otherAccount' | 'blocked' | 'carerFull';

/** A token as the mail's link carries it (`CarerInvitationToken`: 43 base64url characters). */
export function isWellFormedInvitationToken(token: string): boolean {
  return CarerInvitationToken.regExp.test(token);
}

/**
 * The lasting answer of an invitation request, or null for a passing failure (no answer, 5xx, an unexpected
 * status) that "Try again" may fix: 403 `InvitationForAnotherAccount`, 404, 410 `InvitationExpired` /
 * `InvitationEnded`, 429 once the address is blocked, 409 `CarerHasTooManyTravellers` on accepting.
 */
export function invitationClosedReason(
  error: Pick<AppError, 'status' | 'code'>,
): InvitationClosedReason | null {
  switch (error.status) {
    case 403:
      return 'otherAccount';
    case 404:
      return 'notFound';
    case 410:
      return error.code === 'InvitationExpired' ? 'expired' : 'ended';
    case 429:
      return 'blocked';
    case 409:
      return error.code === 'CarerHasTooManyTravellers' ? 'carerFull' : null;
    default:
      return null;
  }
}

/** 409 on accepting a declined invitation, or on declining an accepted one: the invitation's answer stands. */
export function answeredStatus(error: Pick<AppError, 'status' | 'code'>): 'declined' | 'active' | null {
  if (error.code === 'InvitationDeclined') return 'declined';
  if (error.code === 'InvitationAccepted') return 'active';
  return null;
}
