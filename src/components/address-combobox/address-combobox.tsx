import { useSelectors } from '../../lib/use-selectors';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useEffect, useId, type ReactNode, type Ref } from 'react';
import { field } from '../../../styles/recipes/field.css';
import { selectRecentLocations, selectRegion } from '../../../machines/lib/user-data-selectors';
import {
  selectHasNoResults,
  selectHasSearched,
  selectIsIdle,
  selectIsSearching,
  selectResults,
  MAX_SEARCH_LENGTH,
} from '../../../machines/location-search.machine';
import type { Location } from '../../../machines/types';
import { filterSavedPlaces, type SavedPlace } from '../../../machines/lib/saved-places';
import { createLocationSearchLogic } from '../../logic/location-search';
import { useSavedPlaces } from '../../logic/saved-places';
import { useLogicActor, useUserDataSelector } from '../../logic/use-logic';
import { useI18n } from '../../i18n/i18n';
import { locationLabel as formatLocation } from '../../lib/location-label';
import { FieldError } from '../text-field/field-messages';
import * as styles from './address-combobox.css';

/** Props of {@link AddressCombobox}. Controlled: the chosen location lives in the caller (e.g. the booking form). */
export interface AddressComboboxProps {
  /** Visible label and accessible name, e.g. t('bookTrip.from') "Van". */
  label: string;
  /** The chosen location (shown as the input's text), or null. May be incomplete (then the caller shows an error). */
  value: Partial<Location> | null;
  /** Called with the location the user picked, or null when the user empties the field. */
  onChange: (location: Location | null) => void;
  /** Translated error text (e.g. t('location.required')); marks the input invalid and is tied to it. */
  error?: string | undefined;
  /** Offered while the field is empty or the query is shorter than 3 characters; default: the signed-in user's recent locations. */
  recentLocations?: Location[];
  /** Offered first, by name with the address; default: the signed-in traveller's saved places. */
  savedPlaces?: SavedPlace[];
  /** Postcode used while nothing is chosen; default: the region's `settings.postalCodeSettings.defaultPostalCode`. */
  defaultPostCode?: string | null;
  /** Ref to the <input>, e.g. to focus the first invalid field after submit. */
  inputRef?: Ref<HTMLInputElement>;
  /** Id of the <input> (default generated). */
  id?: string;
  className?: string;
}

/**
 * Accessible address autocomplete (product §2 "from and to address autocompletes", §5 "Location search starts at
 * 3 characters", §7 GET /locations with a 500 ms debounce, §8 failures only logged): a WAI-ARIA 1.2 combobox on
 * downshift's `useCombobox`, bound to its own location-search actor (src/logic/location-search.ts) (stopped on unmount, which
 * aborts a request in flight).
 *
 * - Label, the hint "type at least 3 characters" and the error are tied to the input (`aria-describedby`,
 *   `aria-invalid`); a polite status line says "Searching…", "N addresses found" or "No addresses found".
 * - Options read "name, street houseNumber, residence"; the chosen location is the input's text.
 * - While empty (or under 3 characters) the list offers the recent locations, labelled "Recent locations"; it
 *   opens on focus when the field is empty.
 * - Saved places come first, in their own group "Saved places" (name, then address); typing
 *   filters them and the recent locations (case and accents ignored); from 3 characters the matching saved places
 *   stay above the search results.
 * - Searches use the chosen location's postcode, else the region default (product §3).
 * - Keyboard: ↓/↑ move, Enter or Tab picks the highlighted option, Escape closes; leaving the field without
 *   picking restores the chosen location's text. Emptying the field clears the choice (`onChange(null)`).
 */
export function AddressCombobox({
  label,
  value,
  onChange,
  error,
  recentLocations,
  savedPlaces,
  defaultPostCode,
  inputRef,
  id,
  className,
}: AddressComboboxProps) {
  const { t } = useI18n();
  const baseId = `address-${useId()}`;
  const inputId = id ?? `${baseId}-input`;
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const recentId = `${baseId}-recent`;
  const savedId = `${baseId}-saved`;

  const sessionRecent = useUserDataSelector(selectRecentLocations);
  const region = useUserDataSelector(selectRegion);
  const sessionSaved = useSavedPlaces();
  const allRecents = recentLocations ?? sessionRecent;
  const allSaved = savedPlaces ?? sessionSaved;
  const fallbackPostCode =
    defaultPostCode !== undefined
      ? defaultPostCode
      : (region?.settings.postalCodeSettings.defaultPostalCode ?? null);

  // The form may hold an incomplete location; the machine only reads its postCode.
  const selected = (value ?? null) as Location | null;
  const actor = useLogicActor(createLocationSearchLogic, {
    input: { defaultPostCode: fallbackPostCode, selected },
  });
  useEffect(() => {
    actor.send({ type: 'defaultPostCode.update', postCode: fallbackPostCode });
  }, [actor, fallbackPostCode]);
  useEffect(() => {
    if (actor.getSnapshot().context.selected !== selected)
      actor.send({ type: 'location.select', location: selected });
  }, [actor, selected]);

  const { idle, results, searching, noResults, searched, query } = useSelectors(actor, {
    idle: selectIsIdle,
    results: selectResults,
    searching: selectIsSearching,
    noResults: selectHasNoResults,
    searched: selectHasSearched,
    query: (s) => s.context.query,
  });
  const saved = filterSavedPlaces(allSaved, query, formatLocation);
  const recents = filterRecents(allRecents, query);
  const listed = idle ? recents : results;
  const items = saved.length > 0 ? [...saved.map((p) => p.location), ...listed] : listed;
  const showsRecents = idle && recents.length > 0;
  const showsSaved = saved.length > 0;

  const {
    isOpen,
    highlightedIndex,
    inputValue,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    openMenu,
  } = useCombobox<Location>({
    items,
    inputId,
    labelId,
    selectedItem: selected,
    itemToString: formatLocation,
    onInputValueChange: ({ type, inputValue: text }) => {
      // Only typing searches; text set by a selection or by the form (swap) does not.
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      actor.send({ type: 'query.change', value: text });
      if (text.trim() === '' && value) onChange(null);
    },
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
    stateReducer: keepChosenTextOnBlur,
  });

  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');
  const status = searching
    ? t('location.searching')
    : noResults
      ? t('location.noResults')
      : searched
        ? results.length === 1
          ? t('location.resultCountOne')
          : t('location.resultCount', { count: results.length })
        : '';
  const popupVisible = isOpen && items.length > 0;

  function renderOption(item: Location, index: number, name?: string) {
    const address = formatLocation(item);
    return (
      <li
        key={`${index}-${name ?? ''}-${address}`}
        {...getItemProps({ item, index, 'aria-label': name ? `${name}, ${address}` : undefined })}
        className={[
          styles.option,
          highlightedIndex === index ? styles.optionHighlighted : undefined,
          item === selected ? styles.optionSelected : undefined,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {name ? (
          <span className={styles.savedOption}>
            <span className={styles.savedName}>{name}</span>
            <span>{address}</span>
          </span>
        ) : (
          address
        )}
      </li>
    );
  }

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <label {...getLabelProps()} className={styles.label}>
        {label}
      </label>
      <span id={hintId} className={styles.hint}>
        {t('location.searchHint')}
      </span>
      <div className={styles.inputWrap}>
        <input
          {...getInputProps({
            ref: inputRef,
            placeholder: t('location.placeholder'),
            // A picked address may show longer than a query may be.
            maxLength: MAX_SEARCH_LENGTH,
            'aria-describedby': describedBy,
            'aria-invalid': error ? true : undefined,
            'aria-required': true,
            onFocus: () => {
              if (!isOpen && inputValue === '' && items.length > 0) openMenu();
            },
          })}
          className={field({ invalid: Boolean(error) })}
        />
        <div className={styles.popup} hidden={!popupVisible}>
          {showsRecents && !showsSaved ? (
            <p id={recentId} className={styles.groupLabel}>
              {t('location.recentLocations')}
            </p>
          ) : null}
          <ul
            {...getMenuProps({
              'aria-labelledby': showsRecents && !showsSaved ? `${labelId} ${recentId}` : labelId,
            })}
            className={styles.menu}
          >
            {popupVisible && showsSaved ? (
              <>
                <OptionGroup id={savedId} label={t('location.savedPlaces')}>
                  {saved.map((place, index) => renderOption(place.location, index, place.name))}
                </OptionGroup>
                {listed.length > 0 ? (
                  <OptionGroup
                    id={recentId}
                    label={idle ? t('location.recentLocations') : undefined}
                    labelledBy={idle ? undefined : labelId}
                  >
                    {listed.map((item, index) => renderOption(item, saved.length + index))}
                  </OptionGroup>
                ) : null}
              </>
            ) : popupVisible ? (
              items.map((item, index) => renderOption(item, index))
            ) : null}
          </ul>
        </div>
      </div>
      <div role="status" className={styles.status}>
        {status}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A labelled group of options inside the listbox (a `group` in a `presentation` item, as ARIA allows). */
function OptionGroup({
  id,
  label,
  labelledBy,
  children,
}: {
  id: string;
  label?: string | undefined;
  labelledBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    <li role="presentation">
      {label ? (
        <span id={id} className={styles.groupLabel}>
          {label}
        </span>
      ) : null}
      <ul role="group" aria-labelledby={label ? id : labelledBy} className={styles.menu}>
        {children}
      </ul>
    </li>
  );
}

/** The recent locations whose address contains the typed text (case and accents ignored). */
function filterRecents(recents: Location[], query: string): Location[] {
  if (query.trim() === '') return recents;
  return filterSavedPlaces(
    recents.map((location, id) => ({ id, name: '', location })),
    query,
    formatLocation,
  ).map((p) => p.location);
}

/**
 * Downshift state reducer: leaving the field without picking an option puts the chosen location's text back
 * (the text always shows what will be booked); a click on the input never closes the list it just opened on focus.
 */
function keepChosenTextOnBlur(
  state: UseComboboxState<Location>,
  { type, changes }: UseComboboxStateChangeOptions<Location>,
): Partial<UseComboboxState<Location>> {
  if (
    type === useCombobox.stateChangeTypes.InputBlur &&
    changes.selectedItem === state.selectedItem &&
    state.selectedItem
  ) {
    return { ...changes, inputValue: formatLocation(state.selectedItem) };
  }
  if (type === useCombobox.stateChangeTypes.InputClick && state.isOpen) return { ...changes, isOpen: true };
  return changes;
}
