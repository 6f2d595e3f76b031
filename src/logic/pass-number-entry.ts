/**
 * The provided passNumberEntryMachine (every `.provide()` lives in src/logic; views take it through
 * `useLogicActor(createPassNumberEntryLogic)`, built once per runtime by ./use-logic.tsx). One module per machine, so each route
 * chunk downloads only its own.
 */
import { passNumberEntryMachine } from '../../machines/pass-number-entry.machine';
import { createAccountActors } from './actors/account-actors';
import { notifyAppError, notifyKey } from './notify';
import type { LogicRuntime } from './runtime';
import { userDataOf } from './user-data';

/**
 * product §2/§4 pass-number entry dialog: a pass number added updates the session's profile, selects it, reloads the
 * user data and says so.
 */
export function createPassNumberEntryLogic(runtime: LogicRuntime) {
  const actors = createAccountActors(runtime.clients);
  return passNumberEntryMachine.provide({
    actors: { upsertPassNumber: actors.upsertPassNumber },
    actions: {
      passNumberAdded: (_, { profile, passNumber }) => {
        const userData = userDataOf(runtime);
        userData?.send({ type: 'userData.update', data: { profile } });
        userData?.send({ type: 'passNumber.select', passNumber });
        userData?.send({ type: 'userData.reload' });
        notifyKey('passNumber.addSuccess', 'success');
      },
      notifyUnexpected: () => notifyKey('error.unexpected', 'danger'),
      notifyError: (_, { error }) => notifyAppError(error),
    },
  });
}
