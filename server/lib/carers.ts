import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { components as T } from '../../openapi/generated/ticketing';
import type { Db } from '../db';
import { ApiError } from './api-error';
import { getUserByEmail, getUserById, type Language, type UserRow } from './store';
import { DAY_MS, iso } from './time';

/* Carers (an API extension beyond the operator's API, product §10.12): a traveller invites someone by e-mail as an
 * observer (follows trips) or a manager (books and manages them); the invited e-mail's account accepts through
 * `/carer/accept/<token>` and then acts for the traveller with `X-Acting-For` (server/lib/acting-for.ts). The
 * invitation token is a capability like a guest's trip link (server/lib/guest-trips.ts): 32 random bytes,
 * base64url, in the mail only; the table `carer_links` (server/db.ts) keeps its SHA-256, compared in constant
 * time. Every write checks its answer inside its transaction, so a refused request writes nothing. */

type Carer = T['schemas']['Carer'];
type CarerInvite = T['schemas']['CarerInvite'];
type CarerInvitation = T['schemas']['CarerInvitation'];
type CaredTraveller = T['schemas']['CaredTraveller'];
type PersonName = T['schemas']['PersonName'];
/** `observer` follows trips; `manager` also books, changes, cancels, rates and shares them. */
export type CarerRole = T['schemas']['CarerRole'];

/** Random bytes of an invitation token (256 bits; base64url gives 43 characters). */
const TOKEN_BYTES = 32;
/** How long an invitation can be accepted, ms (7 days). */
export const INVITATION_TTL_MS = 7 * DAY_MS;
/** Carers a traveller may have invited or active at once. */
export const MAX_CARERS_PER_TRAVELLER = 5;
/** Travellers one carer (an e-mail address) may act for or be invited by at once. */
export const MAX_TRAVELLERS_PER_CARER = 20;

/**
 * `carer_links` row. Instants epoch ms; `status` as stored (an `invited` row past `expires_at` is expired);
 * `ended_by` who ended it: `traveller` (removed), `carer` (stopped) or `account` (an account's deletion).
 */
export interface CarerLinkRow {
  id: number;
  traveller_user_id: number;
  carer_email: string;
  carer_user_id: number | null;
  role: CarerRole;
  status: 'invited' | 'active' | 'declined' | 'removed';
  token_hash: string;
  expires_at: number;
  created_at: number;
  accepted_at: number | null;
  ended_at: number | null;
  ended_by: 'traveller' | 'carer' | 'account' | null;
}

function digestOf(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** The app's invitation page of a token, on the app's origin: `/carer/accept/<token>`. */
function invitationPath(token: string): string {
  return `/carer/accept/${token}`;
}

/** First name and surname of a user, as a carer or a traveller may see them of each other. */
export function personName(user: Pick<UserRow, 'first_name' | 'surname'>): PersonName {
  return { firstName: user.first_name, surname: user.surname };
}

/** The wire status of a link at `now` (epoch ms); removed links are never shown. */
function statusAt(row: CarerLinkRow, now: number): Carer['status'] {
  if (row.status === 'invited') return now >= row.expires_at ? 'expired' : 'invited';
  return row.status === 'active' ? 'active' : 'declined';
}

function carerToWire(db: Db, row: CarerLinkRow, now: number): Carer {
  const carer =
    row.status === 'active' && row.carer_user_id !== null ? getUserById(db, row.carer_user_id) : undefined;
  return {
    id: row.id,
    email: row.carer_email,
    name: carer ? personName(carer) : null,
    role: row.role,
    status: statusAt(row, now),
    invitedAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    acceptedAt: row.accepted_at === null ? null : iso(row.accepted_at),
  };
}

/** The traveller's carers (GET /carers), oldest first, without removed links. @param now epoch ms. */
export function carersOf(db: Db, travellerId: number, now: number): Carer[] {
  return db
    .prepare<[number], CarerLinkRow>(
      "SELECT * FROM carer_links WHERE traveller_user_id = ? AND status != 'removed' ORDER BY created_at, id",
    )
    .all(travellerId)
    .map((row) => carerToWire(db, row, now));
}

/** Links that count against the limits at `now`: active, or invited and not yet expired. */
const COUNTED = "(status = 'active' OR (status = 'invited' AND expires_at > ?))";

/** The mail of an invitation, in `language`: subject and plain text with the traveller's first name, role and link. */
function invitationMail(
  firstName: string,
  role: CarerRole,
  link: string,
  expiresAt: number,
  language: Language,
) {
  const nl = language === 'nl-NL';
  const until = new Intl.DateTimeFormat(language, {
    timeZone: 'Europe/Amsterdam',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(expiresAt);
  const what = nl
    ? role === 'manager'
      ? 'ritten voor hem of haar boeken en beheren'
      : 'zijn of haar ritten volgen'
    : role === 'manager'
      ? 'book and manage their trips'
      : 'follow their trips';
  const subject = nl ? 'Uitnodiging als mantelzorger bij RegioTaxi' : 'Invitation to be a carer at RegioTaxi';
  // The traveller's name stands on a line of its own, so typed text cannot pose as the operator's words.
  const lines = nl
    ? [
        'Beste,',
        '',
        'Deze reiziger nodigt u uit als mantelzorger bij RegioTaxi:',
        firstName,
        '',
        `U mag dan ${what}.`,
        `Log in (of maak eerst een account) en accepteer of weiger de uitnodiging: ${link}`,
        `De uitnodiging geldt tot ${until}.`,
      ]
    : [
        'Hello,',
        '',
        'This traveller invites you to be their carer at RegioTaxi:',
        firstName,
        '',
        `You may then ${what}.`,
        `Log in (or create an account first) and accept or decline the invitation: ${link}`,
        `The invitation is valid until ${until}.`,
      ];
  return { language, subject, text: lines.join('\n'), link, travellerFirstName: firstName, role };
}

/**
 * Invites a carer (POST /carers) and "sends" the invitation mail (outbox kind `carerInvitation`, in the carer's
 * account's language when the address has an account, else the traveller's), in one IMMEDIATE transaction.
 * @param now epoch ms (server clock). @param origin the app's origin of the mail's link.
 * @returns the new link (status invited).
 * @throws ApiError 400 CannotInviteYourself; 409 CarerAlreadyInvited | TooManyCarers | CarerHasTooManyTravellers.
 */
export function inviteCarer(
  db: Db,
  traveller: UserRow,
  invite: CarerInvite,
  origin: string,
  now: number,
  log: (line: string) => void,
  checkResult: (carer: Carer) => void = () => undefined,
): Carer {
  const email = invite.email.trim();
  if (email.toLowerCase() === traveller.email.toLowerCase())
    throw new ApiError(400, 'CannotInviteYourself', 'You cannot be your own carer.');
  return db
    .transaction((): Carer => {
      const duplicate = db
        .prepare(`SELECT 1 FROM carer_links WHERE traveller_user_id = ? AND carer_email = ? AND ${COUNTED}`)
        .get(traveller.id, email, now);
      if (duplicate)
        throw new ApiError(
          409,
          'CarerAlreadyInvited',
          'This person is already invited or is already your carer.',
        );
      const mine = db
        .prepare<[number, number], { n: number }>(
          `SELECT COUNT(*) AS n FROM carer_links WHERE traveller_user_id = ? AND ${COUNTED}`,
        )
        .get(traveller.id, now)!.n;
      if (mine >= MAX_CARERS_PER_TRAVELLER)
        throw new ApiError(
          409,
          'TooManyCarers',
          `You can have at most ${MAX_CARERS_PER_TRAVELLER} carers. Remove one first.`,
        ).withParams({ max: MAX_CARERS_PER_TRAVELLER });
      const account = getUserByEmail(db, email);
      const theirs = db
        .prepare<[string, number, number], { n: number }>(
          `SELECT COUNT(*) AS n FROM carer_links WHERE (carer_email = ? OR carer_user_id = ?) AND ${COUNTED}`,
        )
        .get(email, account?.id ?? -1, now)!.n;
      if (theirs >= MAX_TRAVELLERS_PER_CARER)
        throw new ApiError(
          409,
          'CarerHasTooManyTravellers',
          `This person already cares for ${MAX_TRAVELLERS_PER_CARER} travellers.`,
        ).withParams({ max: MAX_TRAVELLERS_PER_CARER });
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const expiresAt = now + INVITATION_TTL_MS;
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO carer_links (traveller_user_id, carer_email, role, status, token_hash, expires_at, created_at)
           VALUES (?, ?, ?, 'invited', ?, ?, ?)`,
        )
        .run(traveller.id, email, invite.role, digestOf(token).toString('hex'), expiresAt, now);
      const mail = invitationMail(
        traveller.first_name,
        invite.role,
        `${origin}${invitationPath(token)}`,
        expiresAt,
        account?.language ?? traveller.language,
      );
      db.prepare(
        "INSERT INTO outbox (to_email, kind, code, sent_at, details_json) VALUES (?, 'carerInvitation', '', ?, ?)",
      ).run(email, now, JSON.stringify(mail));
      const row = db
        .prepare<[number], CarerLinkRow>('SELECT * FROM carer_links WHERE id = ?')
        .get(Number(lastInsertRowid))!;
      const carer = carerToWire(db, row, now);
      checkResult(carer);
      // The token stays out of the log: it is the invitation's capability.
      log(`[outbox] carerInvitation for ${email}: traveller ${traveller.id}, role ${invite.role}`);
      return carer;
    })
    .immediate();
}

/**
 * Ends a link at once (DELETE /carers/{id} by the traveller, DELETE /carer/travellers/{username} by the carer):
 * status removed, so the carer's next `X-Acting-For` answers 403 and the invitation link 410.
 * @returns whether a link was ended (false: unknown, someone else's, or already ended).
 */
export function endCarerLink(
  db: Db,
  where: { id: number } & ({ travellerId: number } | { carerId: number }),
  by: 'traveller' | 'carer',
  now: number,
): boolean {
  const column = 'travellerId' in where ? 'traveller_user_id' : 'carer_user_id';
  const owner = 'travellerId' in where ? where.travellerId : where.carerId;
  const { changes } = db
    .prepare(
      `UPDATE carer_links SET status = 'removed', ended_at = ?, ended_by = ?
       WHERE id = ? AND ${column} = ? AND status != 'removed'`,
    )
    .run(now, by, where.id, owner);
  return changes > 0;
}

/** Ends every link of an account, as traveller and as carer (its deletion request). @param now epoch ms. */
export function endLinksOfAccount(db: Db, user: UserRow, now: number): void {
  db.prepare(
    `UPDATE carer_links SET status = 'removed', ended_at = ?, ended_by = 'account'
     WHERE status != 'removed' AND (traveller_user_id = ? OR carer_user_id = ? OR carer_email = ?)`,
  ).run(now, user.id, user.id, user.email);
}

/** The travellers a carer acts for (GET /carer/travellers): active links only, by surname and first name. */
export function caredTravellersOf(db: Db, carerId: number): CaredTraveller[] {
  return db
    .prepare<[number], { first_name: string; surname: string; email: string; role: CarerRole }>(
      `SELECT u.first_name, u.surname, u.email, l.role FROM carer_links l JOIN users u ON u.id = l.traveller_user_id
       WHERE l.carer_user_id = ? AND l.status = 'active' ORDER BY u.surname, u.first_name, l.id`,
    )
    .all(carerId)
    .map((r) => ({ firstName: r.first_name, surname: r.surname, username: r.email, role: r.role }));
}

/** The active link of (carer, traveller by username), or undefined. */
export function activeLink(db: Db, carerId: number, travellerEmail: string): CarerLinkRow | undefined {
  return db
    .prepare<[number, string], CarerLinkRow>(
      `SELECT l.* FROM carer_links l JOIN users u ON u.id = l.traveller_user_id
       WHERE l.carer_user_id = ? AND u.email = ? AND l.status = 'active'`,
    )
    .get(carerId, travellerEmail.trim());
}

/** Whether an account acts for at least one traveller (GET /users `isCarer`). */
export function isActiveCarer(db: Db, userId: number): boolean {
  return !!db.prepare("SELECT 1 FROM carer_links WHERE carer_user_id = ? AND status = 'active'").get(userId);
}

/**
 * The link of an invitation token, looked up by its SHA-256 and compared in constant time, or undefined (the caller
 * counts an unknown token as a refused secret).
 */
function linkOfToken(db: Db, token: string): CarerLinkRow | undefined {
  const digest = digestOf(token);
  const row = db
    .prepare<[string], CarerLinkRow>('SELECT * FROM carer_links WHERE token_hash = ?')
    .get(digest.toString('hex'));
  if (!row) return undefined;
  const stored = Buffer.from(row.token_hash, 'hex');
  return stored.length === digest.length && timingSafeEqual(stored, digest) ? row : undefined;
}

/**
 * The invitation of a token for the signed-in `user`, checked in this order: unknown (null), ended (410
 * InvitationEnded), another account's (403 InvitationForAnotherAccount), expired while unanswered (410
 * InvitationExpired). @param now epoch ms.
 */
export function invitationFor(db: Db, token: string, user: UserRow, now: number): CarerLinkRow | null {
  const row = linkOfToken(db, token);
  if (!row) return null;
  if (row.status === 'removed')
    throw new ApiError(410, 'InvitationEnded', 'This invitation was withdrawn or has ended.');
  if (row.carer_email.toLowerCase() !== user.email.toLowerCase())
    throw new ApiError(
      403,
      'InvitationForAnotherAccount',
      'This invitation was sent to another e-mail address. Log in with that address to answer it.',
    );
  if (row.status === 'invited' && now >= row.expires_at)
    throw new ApiError(
      410,
      'InvitationExpired',
      'This invitation has expired. Ask the traveller for a new one.',
    );
  return row;
}

/** What an invitation asks (GET /carer-invitations/{token}): the traveller's names only, role, status, expiry. */
export function invitationToWire(db: Db, row: CarerLinkRow, now: number): CarerInvitation {
  const traveller = getUserById(db, row.traveller_user_id);
  return {
    traveller: traveller ? personName(traveller) : { firstName: '', surname: '' },
    role: row.role,
    status: statusAt(row, now),
    expiresAt: iso(row.expires_at),
  };
}

/**
 * Accepts an invitation for `carer` (checked by {@link invitationFor}): the link becomes active with the
 * carer's account. Accepting an active link again answers the same.
 * @throws ApiError 409 InvitationDeclined | CarerHasTooManyTravellers.
 */
export function acceptInvitation(db: Db, row: CarerLinkRow, carer: UserRow, now: number): CaredTraveller {
  return db
    .transaction((): CaredTraveller => {
      if (row.status === 'declined')
        throw new ApiError(
          409,
          'InvitationDeclined',
          'You declined this invitation. Ask the traveller for a new one.',
        );
      if (row.status === 'invited') {
        const active = db
          .prepare<[number], { n: number }>(
            "SELECT COUNT(*) AS n FROM carer_links WHERE carer_user_id = ? AND status = 'active'",
          )
          .get(carer.id)!.n;
        if (active >= MAX_TRAVELLERS_PER_CARER)
          throw new ApiError(
            409,
            'CarerHasTooManyTravellers',
            `You already care for ${MAX_TRAVELLERS_PER_CARER} travellers.`,
          ).withParams({ max: MAX_TRAVELLERS_PER_CARER });
        db.prepare(
          "UPDATE carer_links SET status = 'active', carer_user_id = ?, accepted_at = ? WHERE id = ? AND status = 'invited'",
        ).run(carer.id, now, row.id);
      }
      const traveller = getUserById(db, row.traveller_user_id)!;
      return { ...personName(traveller), username: traveller.email, role: row.role };
    })
    .immediate();
}

/** Declines an invitation (checked by {@link invitationFor}); twice answers the same. @throws 409 InvitationAccepted. */
export function declineInvitation(db: Db, row: CarerLinkRow, now: number): CarerInvitation {
  if (row.status === 'active')
    throw new ApiError(409, 'InvitationAccepted', 'You accepted this invitation; stop caring instead.');
  db.prepare(
    "UPDATE carer_links SET status = 'declined', ended_at = ? WHERE id = ? AND status = 'invited'",
  ).run(now, row.id);
  return invitationToWire(db, { ...row, status: 'declined' }, now);
}

/**
 * GET /users as a carer acting for the traveller may see it (product §10.12): e-mail (the username), names,
 * language, monthly billing and pass numbers without dates of birth (the secret that links a pass); the phone
 * empty, the post code null, no deletion request.
 */
export function carerViewOfUser(user: T['schemas']['User']): T['schemas']['User'] {
  return {
    email: user.email,
    firstName: user.firstName,
    surname: user.surname,
    phone: '',
    language: user.language,
    address: { postCode: null },
    passNumbers: user.passNumbers.map(({ passNumber, alias }) => ({ passNumber, alias })),
    hasMonthlyBilling: user.hasMonthlyBilling,
  };
}
