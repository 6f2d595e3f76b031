import type { Context } from 'hono';
import type { AppEnv, Services } from './context';
import { hashQueueFull, type HashLane } from './hash-queue';
import { verifyPassword } from './passwords';

/** A password check in progress: its outcome, and how the caller settles the attempt limits for it. */
export interface PasswordCheck {
  /** Whether the password matched the stored scrypt hash. */
  ok: boolean;
  /** The try stays counted: the 5th failure of a login key starts a lockout, the 50th of a client blocks it. */
  failed: () => Promise<void>;
  /** The points are given back; `clear` also forgets the key's earlier failures, as a login does. */
  succeeded: (clear: boolean) => Promise<void>;
}

/**
 * One password check of a request under the attempt limits and the hashing line (product §7.2 login, password
 * change, deletion request; docs/security.md): takes a place in line (429 `TooManyRequests` at once when the
 * client's, account's or line's bound is reached, nothing counted), then counts the try against the client and the
 * login key BEFORE hashing (429 when either is full; nothing hashed), then verifies `password` against `stored`.
 * The caller settles the outcome with {@link PasswordCheck.failed} or {@link PasswordCheck.succeeded}.
 * @param lane the account the password is for, whether the request comes from its owner's trusted browser, and the
 *   login key (server/lib/attempt-limits.ts `loginKey`) its tries count against
 * @throws ApiError 429 when the line or a limit is full (nothing is left counted)
 */
export async function checkPassword(
  s: Services,
  c: Context<AppEnv>,
  lane: Omit<HashLane, 'client'> & { key: string },
  password: string,
  stored: string,
): Promise<PasswordCheck> {
  const { limits } = s;
  const address = c.get('clientAddress');
  const place: HashLane = { client: address, account: lane.account, owner: lane.owner };
  if (!s.hashes.admit(place)) throw hashQueueFull();
  let claim: number;
  let n: number;
  try {
    claim = await limits.claimAddress(address);
    try {
      n = await limits.claimLogin(lane.key);
    } catch (error) {
      await limits.addressSettled(address, claim, false);
      throw error;
    }
  } catch (error) {
    s.hashes.release(place);
    throw error;
  }
  const ok = await s.hashes.run(place, () => verifyPassword(password, stored));
  return {
    ok,
    failed: async () => {
      await limits.loginFailed(lane.key, n);
      await limits.addressSettled(address, claim, false);
    },
    succeeded: async (clear: boolean) => {
      if (clear) await limits.loginSucceeded(lane.key);
      else await limits.loginUnclaimed(lane.key);
      await limits.addressSettled(address, claim, true);
    },
  };
}
