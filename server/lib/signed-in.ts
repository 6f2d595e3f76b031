import type { Context } from 'hono';
import type { Db } from '../db';
import { ApiError } from './api-error';
import type { AppEnv } from './context';
import { getUserById, type UserRow } from './store';

/**
 * The signed-in user of a request: the account whose id the app's authorize step put in `userId` (product §8:
 * a bearer access token; with `X-Acting-For`, the traveller the carer acts for). Throws 401 `Unauthorized` when
 * there is none or the account is gone.
 */
export function signedInUser(db: Db, c: Context<AppEnv>): UserRow {
  const id = c.get('userId');
  const user = id === null ? undefined : getUserById(db, id);
  if (!user) throw new ApiError(401, 'Unauthorized', 'Sign in first.');
  return user;
}
