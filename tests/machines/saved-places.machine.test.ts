import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import {
  savedPlacesMachine,
  selectIsConfirmingDelete,
  selectIsEditing,
  selectIsFull,
  selectIsReady,
  selectIsUnavailable,
  selectSavedPlaces,
  type DeleteSavedPlaceInput,
  type SavedPlace,
  type SaveSavedPlaceInput,
} from '../../machines/saved-places.machine';
import {
  MAX_SAVED_PLACES,
  filterSavedPlaces,
  foldText,
  isMissingEndpoint,
  saveRefusal,
  validateSavedPlace,
} from '../../machines/lib/saved-places';
import { HOSPITAL, STATION, apiError } from './fixtures';

const HOME: SavedPlace = { id: 1, name: 'Thuis', location: STATION };
const DAYCARE: SavedPlace = { id: 2, name: 'Dagbesteding', location: HOSPITAL };

interface Pending<T, I = NonReducibleUnknown> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  input: I;
}

/** The machine with requests that wait until the test settles them. */
function start() {
  const calls = {
    list: [] as Pending<SavedPlace[]>[],
    save: [] as Pending<SavedPlace, SaveSavedPlaceInput>[],
    remove: [] as Pending<SavedPlace[], DeleteSavedPlaceInput>[],
  };
  const pending = <T, I>(into: (p: Pending<T, I>) => void) =>
    fromPromise<T, I>(({ input }) => new Promise<T>((resolve, reject) => into({ resolve, reject, input })));
  const machine = savedPlacesMachine.provide({
    actors: {
      listSavedPlaces: pending<SavedPlace[], NonReducibleUnknown>((p) => calls.list.push(p)),
      saveSavedPlace: pending<SavedPlace, SaveSavedPlaceInput>((p) => calls.save.push(p)),
      deleteSavedPlace: pending<SavedPlace[], DeleteSavedPlaceInput>((p) => calls.remove.push(p)),
    },
  });
  const actor = createActor(machine);
  actor.start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, calls, settle };
}

async function loaded(places: SavedPlace[]) {
  const t = start();
  t.calls.list[0]!.resolve(places);
  await t.settle();
  return t;
}

describe('saved-places machine', () => {
  it('loads the list, then shows it', async () => {
    const { actor } = await loaded([HOME]);
    expect(actor.getSnapshot().value).toBe('list');
    expect(selectSavedPlaces(actor.getSnapshot())).toEqual([HOME]);
    expect(selectIsReady(actor.getSnapshot())).toBe(true);
  });

  it('hides the feature when the API has no saved places (404)', async () => {
    const { actor, calls, settle } = start();
    calls.list[0]!.reject(apiError(404, 'NotFound'));
    await settle();
    expect(selectIsUnavailable(actor.getSnapshot())).toBe(true);
    expect(selectSavedPlaces(actor.getSnapshot())).toEqual([]);
  });

  it('offers to try again when loading fails otherwise', async () => {
    const { actor, calls, settle } = start();
    calls.list[0]!.reject(apiError(503));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'places.retry' });
    expect(calls.list).toHaveLength(2);
    calls.list[1]!.resolve([]);
    await settle();
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('shows field errors on an invalid submit, then follows every change', async () => {
    const { actor, calls } = await loaded([HOME]);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: 'savedPlaces.error.nameRequired',
      location: 'location.required',
    });
    expect(actor.getSnapshot().context.focusRequest).toBe(1);
    actor.send({ type: 'form.change', patch: { name: 'thuis ' } });
    expect(actor.getSnapshot().context.errors.name).toBe('savedPlaces.error.duplicateName');
    actor.send({ type: 'form.change', patch: { name: 'Werk', location: HOSPITAL } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(calls.save).toHaveLength(0);
  });

  it('adds a place: sends the trimmed name, appends the answer and resets the form', async () => {
    const { actor, calls, settle } = await loaded([HOME]);
    actor.send({ type: 'form.change', patch: { name: ' Dagbesteding ', location: HOSPITAL } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(calls.save[0]!.input).toEqual({ id: null, name: 'Dagbesteding', location: HOSPITAL });
    calls.save[0]!.resolve(DAYCARE);
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.places).toEqual([HOME, DAYCARE]);
    expect(context.form).toEqual({ name: '', location: null });
    expect(context.saved).toBe('Dagbesteding');
  });

  it('edits a place: fills the form, PATCHes by id and replaces it in the list', async () => {
    const { actor, calls, settle } = await loaded([HOME, DAYCARE]);
    actor.send({ type: 'edit.start', id: 99 });
    expect(selectIsEditing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'edit.start', id: 1 });
    expect(selectIsEditing(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.form).toEqual({ name: 'Thuis', location: STATION });
    actor.send({ type: 'form.change', patch: { name: 'Huis' } });
    actor.send({ type: 'form.submit' });
    expect(calls.save[0]!.input.id).toBe(1);
    calls.save[0]!.resolve({ ...HOME, name: 'Huis' });
    await settle();
    expect(actor.getSnapshot().context.places.map((p) => p.name)).toEqual(['Huis', 'Dagbesteding']);
    expect(selectIsEditing(actor.getSnapshot())).toBe(false);
  });

  it('cancels an edit back to an empty add form', async () => {
    const { actor } = await loaded([HOME]);
    actor.send({ type: 'edit.start', id: 1 });
    actor.send({ type: 'edit.cancel' });
    expect(actor.getSnapshot().context.editId).toBeNull();
    expect(actor.getSnapshot().context.form.name).toBe('');
  });

  it('puts the server refusal on the field it names', async () => {
    const { actor, calls, settle } = await loaded([]);
    actor.send({ type: 'form.change', patch: { name: 'Sydney', location: HOSPITAL } });
    actor.send({ type: 'form.submit' });
    calls.save[0]!.reject(apiError(400, 'OutsideServiceArea'));
    await settle();
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.errors).toEqual({ location: 'savedPlaces.error.outsideServiceArea' });
    expect(actor.getSnapshot().context.focusRequest).toBe(1);
    expect(actor.getSnapshot().context.form.name).toBe('Sydney');
  });

  it('hides the feature when a save answers 404 without naming a place', async () => {
    const { actor, calls, settle } = await loaded([]);
    actor.send({ type: 'form.change', patch: { name: 'Thuis', location: HOSPITAL } });
    actor.send({ type: 'form.submit' });
    calls.save[0]!.reject(apiError(404, 'NotFound'));
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it(`disables adding at ${MAX_SAVED_PLACES} places, but editing still works`, async () => {
    const ten = Array.from({ length: MAX_SAVED_PLACES }, (_, i) => ({ ...HOME, id: i + 1, name: `P${i}` }));
    const { actor, calls } = await loaded(ten);
    expect(selectIsFull(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.change', patch: { name: 'Elf', location: HOSPITAL } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(calls.save).toHaveLength(0);
    actor.send({ type: 'edit.start', id: 3 });
    expect(selectIsFull(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
  });

  it('deletes only after confirmation, and keeps the place on cancel', async () => {
    const { actor, calls, settle } = await loaded([HOME, DAYCARE]);
    actor.send({ type: 'delete.request', id: 1 });
    expect(selectIsConfirmingDelete(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete).toEqual(HOME);
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    actor.send({ type: 'edit.start', id: 1 });
    actor.send({ type: 'delete.request', id: 1 });
    actor.send({ type: 'delete.confirm' });
    expect(calls.remove[0]!.input).toEqual({ id: 1 });
    calls.remove[0]!.resolve([DAYCARE]);
    await settle();
    expect(actor.getSnapshot().context.places).toEqual([DAYCARE]);
    // The place being edited is gone: back to add mode.
    expect(actor.getSnapshot().context.editId).toBeNull();
  });

  it('says so when a delete fails and keeps the list', async () => {
    const { actor, calls, settle } = await loaded([HOME]);
    actor.send({ type: 'delete.request', id: 1 });
    actor.send({ type: 'delete.confirm' });
    calls.remove[0]!.reject(apiError(503));
    await settle();
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.problem).toBe('savedPlaces.error.delete');
    expect(actor.getSnapshot().context.places).toEqual([HOME]);
  });
});

describe('saved-places rules', () => {
  it('compares names without case, accents or surrounding spaces', () => {
    expect(foldText('  Café ')).toBe('cafe');
    expect(
      validateSavedPlace({ name: 'CAFE', location: STATION }, [{ ...HOME, name: 'Café' }], null),
    ).toEqual({
      name: 'savedPlaces.error.duplicateName',
    });
    // Renaming a place to its own name is no duplicate.
    expect(validateSavedPlace({ name: 'thuis', location: STATION }, [HOME], 1)).toEqual({});
    expect(validateSavedPlace({ name: 'x'.repeat(41), location: STATION }, [], null).name).toBe(
      'savedPlaces.error.nameTooLong',
    );
  });

  it('reads a 404 as a missing extension unless it names a saved place', () => {
    expect(isMissingEndpoint({ status: 404, code: 'NotFound' })).toBe(true);
    expect(isMissingEndpoint({ status: 404, code: 'SavedPlaceNotFound' })).toBe(false);
    expect(isMissingEndpoint({ status: 503 })).toBe(false);
  });

  it('maps every refusal code to a field or a form problem', () => {
    expect(saveRefusal({ status: 400, code: 'DuplicateSavedPlaceName' }).errors.name).toBe(
      'savedPlaces.error.duplicateName',
    );
    expect(saveRefusal({ status: 400, code: 'InvalidLocation' }).errors.location).toBe(
      'savedPlaces.error.invalidLocation',
    );
    expect(saveRefusal({ status: 400, code: 'TooManySavedPlaces' }).problem).toBe(
      'savedPlaces.error.tooMany',
    );
    expect(saveRefusal({ status: 404, code: 'SavedPlaceNotFound' }).problem).toBe(
      'savedPlaces.error.notFound',
    );
    expect(saveRefusal({ status: 503 }).problem).toBe('savedPlaces.error.save');
  });

  it('filters by name or address, case and accents ignored', () => {
    const label = (l: typeof STATION) => `${l.street} ${l.houseNumber}, ${l.residence}`;
    expect(filterSavedPlaces([HOME, DAYCARE], '', label)).toEqual([HOME, DAYCARE]);
    expect(filterSavedPlaces([HOME, DAYCARE], 'DAGBEST', label)).toEqual([DAYCARE]);
    expect(filterSavedPlaces([HOME, DAYCARE], foldText(STATION.residence).slice(0, 4), label)).toContain(
      HOME,
    );
  });
});
