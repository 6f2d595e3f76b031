/**
 * What the logic layer needs of the app: the API clients, the session actor, navigation, the
 * server-corrected clock and the inspector. `AppRuntime` (src/app/runtime.ts) is one; tests may build their own.
 * Declared here, not imported from src/app, so that imports flow one way: app → features → logic → api/machines.
 */
import type { Actor, ActorOptions, AnyActorLogic } from 'xstate';
import type { authMachine } from '../../machines/auth.machine';
import type { ApiClients } from '../api/clients';

/** The runtime every `create<X>Logic` factory is built over (once per runtime, see ./use-logic.tsx). */
export interface LogicRuntime {
  /** The typed Ticketing and Account API clients (session middleware included). */
  clients: ApiClients;
  /** The long-lived session actor (login, refresh; its child `userData` holds the user data while signed in). */
  auth: Actor<typeof authMachine>;
  /** Router navigation (an app path such as `/activate?email=…`). */
  navigate(to: string): void;
  /**
   * The device storage holding the stored session (`window.localStorage`; a memory storage in tests), for the
   * logic that remembers something per login session (product §4 stored session).
   */
  storage: Storage | undefined;
  /** The server-corrected current instant. */
  now(): Date;
  /** Opens an http(s) URL in a new tab without an opener. */
  openWindow(url: string): void;
  /** Hands a downloaded file (the trip-history PDF) to the browser. */
  saveFile(blob: Blob, filename: string): void;
  /** The Stately inspector of development `?inspect`, else undefined. */
  inspect: ActorOptions<AnyActorLogic>['inspect'] | undefined;
}
