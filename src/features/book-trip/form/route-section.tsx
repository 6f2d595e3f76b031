import { useSelector } from '@xstate/react';
import type { Ref } from 'react';
import { selectDefaultPostCode, selectForm } from '../../../../machines/booking';
import type { Location } from '../../../../machines/types';
import { Button } from '../../../components';
import { AddressCombobox } from '../../../components/address-combobox';
import { useI18n } from '../../../i18n/i18n';
import * as styles from './route-section.css';
import { useFieldError, type BookingActorRef, type BookingFields } from '../parts/booking-view';

/** Props of {@link RouteSection}. */
export interface RouteSectionProps {
  actor: BookingActorRef;
  /** The controls the chart can ask to focus bind here (`fields.ref(name)`). */
  fields: BookingFields;
  /** Offered in the address fields while empty (guests: none). */
  recentLocations?: Location[] | undefined;
}

/**
 * The booking form's from and to addresses (product §2, §5): two {@link AddressCombobox} fields with a swap button
 * between them; guests search from the region's default postal code (`selectDefaultPostCode`).
 */
export function RouteSection({ actor, fields, recentLocations }: RouteSectionProps) {
  const { t } = useI18n();
  const defaultPostCode = useSelector(actor, selectDefaultPostCode);
  const shared = {
    actor,
    ...(recentLocations ? { recentLocations } : {}),
    ...(defaultPostCode !== undefined ? { defaultPostCode } : {}),
  };
  return (
    <div className={styles.addresses}>
      <AddressField {...shared} name="locationFrom" inputRef={fields.ref('locationFrom')} />
      <Button
        variant="ghost"
        size="sm"
        className={styles.swap}
        onClick={() => actor.send({ type: 'form.swap' })}
      >
        <span aria-hidden="true">⇅</span> {t('bookTrip.swap')}
      </Button>
      <AddressField {...shared} name="locationTo" inputRef={fields.ref('locationTo')} />
    </div>
  );
}

/** Props of {@link AddressField}. */
interface AddressFieldProps {
  actor: BookingActorRef;
  name: 'locationFrom' | 'locationTo';
  inputRef: Ref<HTMLInputElement>;
  recentLocations?: Location[];
  defaultPostCode?: string | null;
}

/** One address of the route: the form's location, its shown error, and `form.change` on a choice. */
function AddressField({ actor, name, inputRef, ...search }: AddressFieldProps) {
  const { t } = useI18n();
  const value = useSelector(actor, (s) => selectForm(s)[name]);
  const error = useFieldError(actor, name);
  return (
    <AddressCombobox
      label={t(name === 'locationFrom' ? 'bookTrip.from' : 'bookTrip.to')}
      value={value}
      onChange={(location) => actor.send({ type: 'form.change', patch: { [name]: location } })}
      error={error}
      inputRef={inputRef}
      {...search}
    />
  );
}
