/**
 * The provided accountDeletionMachine (every `.provide()` lives in src/logic; views take it through
 * `useLogicActor(createAccountDeletionLogic)`, built once per runtime by ./use-logic.tsx). One module per machine, so each route
 * chunk downloads only its own.
 */
import { accountDeletionMachine } from '../../machines/account';
import { createAccountActors } from './actors/account-actors';
import { notifyAppError } from './notify';
import { selectProfile } from '../../machines/lib/user-data-selectors';
import type { LogicRuntime } from './runtime';
import { userDataOf } from './user-data';

/** /profile "Account": request deletion; the session's profile learns the request's time. */
export function createAccountDeletionLogic(runtime: LogicRuntime) {
  const actors = createAccountActors(runtime.clients);
  return accountDeletionMachine.provide({
    actors: { requestAccountDeletion: actors.requestAccountDeletion },
    actions: {
      storeRequest: (_, { requestedAt }) => {
        const userData = userDataOf(runtime);
        const current = selectProfile(userData?.getSnapshot());
        if (current) {
          userData?.send({
            type: 'userData.update',
            data: { profile: { ...current, deletionRequestedAt: requestedAt } },
          });
        }
      },
      notifyError: (_, { error }) => notifyAppError(error),
    },
  });
}
