import { useId } from 'react';
import {
  selectIsEditing,
  selectIsFull,
  selectIsLoading,
  selectIsSaving,
  selectLoadFailed,
} from '../../../machines/saved-places.machine';
import { MAX_SAVED_PLACES, SAVED_PLACE_NAME_MAX_LENGTH } from '../../../machines/lib/saved-places';
import { Button, Loading, TextField } from '../../components';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { AddressCombobox } from '../../components/address-combobox';
import { Form, SubmitButton } from '../../components/form/fields';
import { useMachineForm } from '../../components/form/use-machine-form';
import * as formStyles from '../../components/form/form.css';
import { useI18n, type TranslationKey } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import type { SavedPlacesActor } from '../../logic/saved-places';
import { DeleteConfirm, ItemAction, PanelSection } from './panel-section';
import * as styles from './profile-page.css';

const NO_SAVED_PLACES: never[] = [];
const FIELD_ORDER = ['name', 'location'] as const;

/**
 * /profile tab "Saved places": a form (name, address through the address combobox, "Save place")
 * and the list with edit and delete (with confirmation) per place; at most {@link MAX_SAVED_PLACES}, after which
 * adding is off with a message. A thin view over machines/saved-places.machine (the session's actor, shared with
 * the booking form's address fields).
 */
export function SavedPlacesPanel({ actor }: { actor: SavedPlacesActor }) {
  const { t } = useI18n();
  const { state, form, submit, field, change, ref, error } = useMachineForm(actor, FIELD_ORDER);
  const { places, problem, pendingDelete, saved } = state.context;
  const editing = selectIsEditing(state);
  const full = selectIsFull(state);
  const fullNoteId = `saved-places-full-${useId()}`;

  if (selectIsLoading(state)) return <Loading label={t('savedPlaces.loading')} />;
  if (selectLoadFailed(state)) {
    return (
      <LoadFailed
        className={styles.panel}
        texts="savedPlaces"
        onRetry={() => actor.send({ type: 'places.retry' })}
      />
    );
  }

  return (
    <div className={styles.panel}>
      <PanelSection
        title={
          editing
            ? t('savedPlaces.formEditTitle', {
                name: places.find((p) => p.id === state.context.editId)?.name ?? '',
              })
            : t('savedPlaces.formAddTitle')
        }
      >
        <Form onSubmit={submit}>
          <TextField
            label={t('savedPlaces.name')}
            hint={t('savedPlaces.nameHint')}
            {...field('name')}
            maxLength={SAVED_PLACE_NAME_MAX_LENGTH}
            autoComplete="off"
            required
          />
          <AddressCombobox
            label={t('savedPlaces.address')}
            inputRef={ref('location')}
            value={form.location}
            savedPlaces={NO_SAVED_PLACES}
            error={error('location')}
            onChange={(location) => change({ location })}
          />
          {full ? <p id={fullNoteId}>{t('savedPlaces.full', { max: MAX_SAVED_PLACES })}</p> : null}
          {problem ? <p role="alert">{t(problem as TranslationKey)}</p> : null}
          <div role="status">{saved ? t('savedPlaces.savedMessage', { name: saved }) : null}</div>
          <div className={formStyles.actions}>
            <SubmitButton
              busy={selectIsSaving(state)}
              disabled={full}
              aria-describedby={full ? fullNoteId : undefined}
            >
              {t('savedPlaces.submit')}
            </SubmitButton>
            {editing ? (
              <Button variant="secondary" onClick={() => actor.send({ type: 'edit.cancel' })}>
                {t('savedPlaces.cancelEdit')}
              </Button>
            ) : null}
          </div>
        </Form>
      </PanelSection>

      <PanelSection title={t('savedPlaces.listTitle')}>
        <p>{t('savedPlaces.count', { count: places.length, max: MAX_SAVED_PLACES })}</p>
        {places.length === 0 ? <p>{t('savedPlaces.none')}</p> : null}
        <ul className={styles.list}>
          {places.map((place) => (
            <li key={place.id} className={styles.item}>
              <span className={styles.itemText}>
                <span className={styles.itemName}>{place.name}</span>
                <span>{locationLabel(place.location)}</span>
              </span>
              <span className={styles.itemActions}>
                <ItemAction
                  variant="ghost"
                  label={t('savedPlaces.edit')}
                  itemName={place.name}
                  onClick={() => actor.send({ type: 'edit.start', id: place.id })}
                />
                <ItemAction
                  variant="danger"
                  label={t('savedPlaces.delete')}
                  itemName={place.name}
                  onClick={() => actor.send({ type: 'delete.request', id: place.id })}
                />
              </span>
            </li>
          ))}
        </ul>
      </PanelSection>

      <DeleteConfirm
        actor={actor}
        state={state}
        texts="savedPlaces"
        description={t('savedPlaces.deleteQuestion', { name: pendingDelete?.name ?? '' })}
      />
    </div>
  );
}
