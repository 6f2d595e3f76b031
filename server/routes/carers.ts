import type { Context } from 'hono';
import type { operations } from '../../openapi/generated/ticketing';
import { ApiError } from '../lib/api-error';
import {
  acceptInvitation,
  caredTravellersOf,
  carersOf,
  declineInvitation,
  endCarerLink,
  activeLink,
  invitationFor,
  invitationToWire,
  inviteCarer,
  type CarerLinkRow,
} from '../lib/carers';
import type { AppEnv, Services } from '../lib/context';
import type { UserRow } from '../lib/store';
import { ok, type TypedHandlers } from '../lib/typed-handlers';
import { signedInUser } from '../lib/signed-in';

/** operationIds of the carer extensions (openapi/ticketing.yaml, tag `extensions`, `x-extension: true`). */
type CarerOperation =
  | 'listCarers'
  | 'inviteCarer'
  | 'removeCarer'
  | 'getCarerInvitation'
  | 'acceptCarerInvitation'
  | 'declineCarerInvitation'
  | 'listCaredTravellers'
  | 'stopCaring';

/** Answers about an invitation hold its capability's results: never kept by a browser or proxy. */
const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/**
 * Handlers of the carer extensions (beyond the operator's API, product §10.12), part of the Ticketing API's
 * handlers (server/routes/ticketing.ts): the traveller's carers, the invitation by its token, and the carer's own
 * side. Every one is the signed-in account's own: with `X-Acting-For` they answer 403 `ActingForNotAllowed`
 * before getting here (server/lib/acting-for.ts). An unknown invitation token counts as a refused secret of the
 * client address, as share links do. Time is the server clock (`s.now()`, moved by `/dev/clock`).
 */
export function carerHandlers(s: Services): Pick<TypedHandlers<operations, AppEnv>, CarerOperation> {
  const { db } = s;

  const currentUser = (c: Context<AppEnv>): UserRow => signedInUser(db, c);
  /** The invitation of a token for the signed-in account, under the per-address attempt limit. */
  const invitation = async (
    c: Context<AppEnv>,
    token: string,
  ): Promise<{ user: UserRow; row: CarerLinkRow }> => {
    const user = currentUser(c);
    const address = c.get('clientAddress');
    await s.limits.assertAddressOpen(address);
    const row = invitationFor(db, token, user, s.now());
    if (!row)
      throw await s.limits.refused(
        address,
        new ApiError(
          404,
          'InvitationNotFound',
          'This invitation does not exist. Check the link in the e-mail.',
        ),
      );
    return { user, row };
  };

  return {
    listCarers: (c) => ok({ data: carersOf(db, currentUser(c).id, s.now()) }),

    inviteCarer: (c, { body, checkResult }) => {
      const carer = inviteCarer(db, currentUser(c), body, s.appOrigin, s.now(), s.log, (data) =>
        checkResult({ status: 201, body: { data } }),
      );
      return { status: 201, body: { data: carer } };
    },

    removeCarer: (c, { path }) => {
      const traveller = currentUser(c);
      const now = s.now();
      if (!endCarerLink(db, { id: path.carerId, travellerId: traveller.id }, 'traveller', now))
        throw new ApiError(404, 'CarerNotFound', 'This carer was not found.');
      s.log(`[carers] traveller ${traveller.id} removed carer link ${path.carerId}`);
      return ok({ data: carersOf(db, traveller.id, now) });
    },

    getCarerInvitation: async (c, { path }) => {
      const { row } = await invitation(c, path.token);
      return { status: 200, body: { data: invitationToWire(db, row, s.now()) }, headers: { ...NO_STORE } };
    },

    acceptCarerInvitation: async (c, { path }) => {
      const { user, row } = await invitation(c, path.token);
      const data = acceptInvitation(db, row, user, s.now());
      return { status: 200, body: { data }, headers: { ...NO_STORE } };
    },

    declineCarerInvitation: async (c, { path }) => {
      const { row } = await invitation(c, path.token);
      const data = declineInvitation(db, row, s.now());
      return { status: 200, body: { data }, headers: { ...NO_STORE } };
    },

    listCaredTravellers: (c) => ok({ data: caredTravellersOf(db, currentUser(c).id) }),

    stopCaring: (c, { path }) => {
      const carer = currentUser(c);
      const link = activeLink(db, carer.id, path.username);
      if (!link || !endCarerLink(db, { id: link.id, carerId: carer.id }, 'carer', s.now()))
        throw new ApiError(404, 'CaredTravellerNotFound', 'You are not a carer of this traveller.');
      s.log(`[carers] carer ${carer.id} stopped carer link ${link.id}`);
      return ok({ data: caredTravellersOf(db, carer.id) });
    },
  };
}
