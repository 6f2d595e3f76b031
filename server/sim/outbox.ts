import { randomInt } from 'node:crypto';
import type { Db } from '../db';
import type { MailKind } from '../lib/booking-confirmation';
import { MINUTE_MS } from '../lib/time';

/** Kinds of codes the Account API sends (product §1 activation, §2 /forgot → /change). */
export type CodeKind = 'activation' | 'passwordReset';

/** Lifetime of activation and reset codes. */
export const CODE_TTL_MINUTES = 15;

/**
 * Notices the Account API mails without a code: `registrationAttempt` goes to an account's owner when someone
 * registers its e-mail again (the registration itself answers as for a new address).
 */
export type NoticeKind = 'registrationAttempt';

/** Text of each notice (there is no mail: the outbox and the log show it). */
const NOTICE_TEXTS: Record<NoticeKind, string> = {
  registrationAttempt:
    'Someone tried to register with your e-mail address; if it was you, log in or reset your password.',
};

/**
 * One message in the dev outbox (`GET /dev/outbox`): a code mail, or a mail without a code whose content is in
 * `details_json` (kind `bookingConfirmation`, or `bookingChanged` for a changed trip: product §10.11;
 * server/lib/booking-confirmation.ts), spread into the message.
 */
export interface OutboxMessage {
  to: string;
  kind: CodeKind | NoticeKind | MailKind | 'carerInvitation';
  /** The code of a code mail ('' for a notice); absent for mails with details. */
  code?: string;
  /** ISO-8601 UTC. */
  sentAt: string;
  [detail: string]: unknown;
}

/**
 * "Sends" a fresh 6-digit code: earlier unused codes of the same kind for the user stop working, the code is
 * stored (expiring after {@link CODE_TTL_MINUTES}) and written to the outbox table and the log (there is no mail).
 * @returns the code.
 */
export function sendCode(
  db: Db,
  now: number,
  log: (line: string) => void,
  user: { id: number; email: string },
  kind: CodeKind,
): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.transaction(() => {
    db.prepare(
      'UPDATE codes SET superseded_at = ? WHERE user_id = ? AND kind = ? AND used_at IS NULL AND superseded_at IS NULL',
    ).run(now, user.id, kind);
    db.prepare('INSERT INTO codes (user_id, kind, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
      user.id,
      kind,
      code,
      now,
      now + CODE_TTL_MINUTES * MINUTE_MS,
    );
    db.prepare('INSERT INTO outbox (to_email, kind, code, sent_at) VALUES (?, ?, ?, ?)').run(
      user.email,
      kind,
      code,
      now,
    );
  })();
  log(`[outbox] ${kind} code for ${user.email}: ${code}`);
  return code;
}

/** Outcome of {@link checkCode}. */
export type CodeCheck =
  { ok: true; codeId: number; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a code without consuming it: the newest unused, not superseded code of `kind` equal to `code`
 * (for `userId` when given). Expired codes report `expired`.
 */
export function checkCode(db: Db, now: number, kind: CodeKind, code: string, userId?: number): CodeCheck {
  const rows = db
    .prepare<unknown[], { id: number; user_id: number; expires_at: number }>(
      `SELECT id, user_id, expires_at FROM codes WHERE kind = ? AND code = ? AND used_at IS NULL AND superseded_at IS NULL
       ${userId === undefined ? '' : 'AND user_id = ?'} ORDER BY created_at DESC`,
    )
    .all(...(userId === undefined ? [kind, code] : [kind, code, userId]));
  const valid = rows.find((r) => r.expires_at > now);
  if (valid) return { ok: true, codeId: valid.id, userId: valid.user_id };
  return { ok: false, reason: rows.length > 0 ? 'expired' : 'invalid' };
}

/** Marks a code as used (single use). */
export function consumeCode(db: Db, codeId: number, now: number): void {
  db.prepare('UPDATE codes SET used_at = ? WHERE id = ?').run(now, codeId);
}

/** "Sends" a notice of `kind` to `email`: a row of the outbox (code '') and a log line with its text. */
export function sendNotice(
  db: Db,
  now: number,
  log: (line: string) => void,
  email: string,
  kind: NoticeKind,
): void {
  db.prepare('INSERT INTO outbox (to_email, kind, code, sent_at) VALUES (?, ?, ?, ?)').run(
    email,
    kind,
    '',
    now,
  );
  log(`[outbox] ${kind} notice for ${email}: ${NOTICE_TEXTS[kind]}`);
}

/** Outbox messages, newest first, optionally only those to one address (case-insensitive). */
export function listOutbox(db: Db, to?: string): OutboxMessage[] {
  const rows = db
    .prepare<
      unknown[],
      {
        to_email: string;
        kind: OutboxMessage['kind'];
        code: string;
        sent_at: number;
        details_json: string | null;
      }
    >(
      `SELECT to_email, kind, code, sent_at, details_json FROM outbox ${to ? 'WHERE to_email = ?' : ''} ORDER BY sent_at DESC, id DESC`,
    )
    .all(...(to ? [to] : []));
  return rows.map((r) => ({
    to: r.to_email,
    kind: r.kind,
    ...(r.details_json === null ? { code: r.code } : (JSON.parse(r.details_json) as object)),
    sentAt: new Date(r.sent_at).toISOString(),
  }));
}
