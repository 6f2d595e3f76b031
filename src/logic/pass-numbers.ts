/**
 * The provided passNumbersMachine (every `.provide()` lives in src/logic; views take it through
 * `useLogicActor(createPassNumbersLogic)`, built once per runtime by ./use-logic.tsx). One module per machine, so each route
 * chunk downloads only its own.
 */
import { passNumbersMachine } from '../../machines/pass-numbers.machine';
import { createAccountActors } from './actors/account-actors';
import { notifyKey } from './notify';
import { profileUpdateActions } from './notify-profile';
import type { LogicRuntime } from './runtime';
import { userDataOf } from './user-data';

/** product §2.6 /profile pass numbers: add, edit and delete; the session keeps the profile and the selection. */
export function createPassNumbersLogic(runtime: LogicRuntime) {
  const actors = createAccountActors(runtime.clients);
  return passNumbersMachine.provide({
    actors: { upsertPassNumber: actors.upsertPassNumber, deletePassNumber: actors.deletePassNumber },
    actions: {
      ...profileUpdateActions(runtime),
      selectPassNumber: (_, { passNumber }) => {
        if (passNumber) userDataOf(runtime)?.send({ type: 'passNumber.select', passNumber });
      },
      notifyUnexpected: () => notifyKey('error.unexpected', 'danger'),
    },
  });
}
