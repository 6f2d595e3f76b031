/**
 * The provided profileMachine (every `.provide()` lives in src/logic; views take it through
 * `useLogicActor(createProfileLogic)`, built once per runtime by ./use-logic.tsx). One module per machine, so each route
 * chunk downloads only its own.
 */
import { profileMachine } from '../../machines/profile.machine';
import { createAccountActors } from './actors/account-actors';
import { profileUpdateActions } from './notify-profile';
import { selectProfile } from '../../machines/lib/user-data-selectors';
import type { LogicRuntime } from './runtime';
import { userDataOf } from './user-data';

/** product §2.6 /profile personal data and language: the session keeps the saved profile and language. */
export function createProfileLogic(runtime: LogicRuntime) {
  const actors = createAccountActors(runtime.clients);
  return profileMachine.provide({
    actors: { updateUser: actors.updateUser, changeLanguage: actors.changeLanguage },
    actions: {
      ...profileUpdateActions(runtime),
      storeLanguage: (_, { language }) => {
        const userData = userDataOf(runtime);
        const current = selectProfile(userData?.getSnapshot());
        if (current) userData?.send({ type: 'userData.update', data: { profile: { ...current, language } } });
      },
    },
  });
}
