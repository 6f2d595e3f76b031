import { useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { availablePaymentOptions, toPaymentOption, parsePaymentOption } from '../../../machines/booking';
import { attributeRange, takeAlongModel } from '../../../machines/lib/booking-attributes';
import { TAKE_ALONG_ITEMS, takeAlongPatch } from '../../../machines/lib/take-along';
import {
  selectIsLoading,
  selectIsSaving,
  selectLoadFailed,
  selectPreferences,
  type TravelPreferencesPatch,
} from '../../../machines/travel-preferences.machine';
import type { PassNumber, PaymentOption, Region } from '../../../machines/types';
import type { TravelPreferencesActorRef } from '../../logic/travel-preferences';
import { Button, Loading } from '../../components';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { SelectField, countOptions } from '../../components/form/select-field';
import { TakeAlongSelects } from '../../components/form/take-along-selects';
import { CheckboxField } from '../../components/form/checkbox-field';
import * as formStyles from '../../components/form/form.css';
import { useI18n, type I18n } from '../../i18n/i18n';
import { PanelSection } from './panel-section';
import * as styles from './travel-preferences-panel.css';
import * as pageStyles from './profile-page.css';

/** Props of {@link TravelPreferencesPanel}. */
export interface TravelPreferencesPanelProps {
  actor: TravelPreferencesActorRef;
  /** The region: companion/children ranges, take-along items and payment options. */
  region: Region | null;
  passNumbers: PassNumber[];
  hasMonthlyBilling: boolean;
}

function paymentKey(payment: PaymentOption | null): string {
  return payment ? `${payment.type}:${payment.cardBrand ?? ''}` : '';
}

function paymentName(payment: PaymentOption, t: I18n['t']): string {
  if (payment.type === 'creditCard' && payment.cardBrand)
    return t('bookTrip.payment.creditCardWithBrand', { brand: t(`bookTrip.cardBrand.${payment.cardBrand}`) });
  return t(`bookTrip.payment.${payment.type}`);
}

/**
 * Profile tab "Travel preferences": companions, children and take-along items (within the
 * region's ranges, as on the booking form), "Call me before pick-up", the payment method and, with several pass
 * numbers, the default one; "Save preferences". A thin view over machines/travel-preferences.machine.ts (the
 * actor is the profile page's, which hides the tab when the API has no preferences).
 */
export function TravelPreferencesPanel({
  actor,
  region,
  passNumbers,
  hasMonthlyBilling,
}: TravelPreferencesPanelProps) {
  const { t } = useI18n();
  const preferences = useSelector(actor, selectPreferences);
  const loading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const saving = useSelector(actor, selectIsSaving);
  const legendId = `take-along-${useId()}`;
  const change = (patch: TravelPreferencesPatch) => actor.send({ type: 'preferences.change', patch });
  const definitions = region?.attributes ?? [];
  const definition = (name: string) => definitions.find((d) => d.name === name);
  const travelers = attributeRange(definition('travelers'));
  const children = attributeRange(definition('children0to12'));
  // The booking form's take-along controls (its popover's model): a "pick one" select per group (the wheelchair
  // kinds: at most one), a count per counted item, a checkbox per checkbox item; read-only ones are left out.
  const takeAlong = takeAlongModel(
    definitions.filter((d) => !d.readOnly && (TAKE_ALONG_ITEMS as readonly string[]).includes(d.name)),
  );
  const changeTakeAlong = (patch: Readonly<Record<string, unknown>>) =>
    change({ takeAlong: takeAlongPatch(patch) });
  const payments = availablePaymentOptions(region?.settings, { guest: false, hasMonthlyBilling }).map(
    toPaymentOption,
  );

  if (loading) return <Loading label={t('common.loading')} />;
  if (loadFailed) {
    return (
      <LoadFailed
        className={pageStyles.panel}
        actionsClassName={formStyles.actions}
        texts="travelPreferences"
        onRetry={() => actor.send({ type: 'preferences.retry' })}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'preferences.save' });
  };

  return (
    <form className={pageStyles.panel} onSubmit={submit} noValidate>
      <PanelSection title={t('travelPreferences.tab')}>
        <p className={formStyles.intro}>{t('travelPreferences.intro')}</p>
        <div className={styles.pair}>
          <SelectField
            label={t('travelPreferences.companions')}
            value={String(preferences.companions)}
            options={countOptions(travelers.min, Math.min(travelers.max, 5))}
            onChange={(v) => change({ companions: Number(v) })}
          />
          <SelectField
            label={t('travelPreferences.children')}
            value={String(preferences.children)}
            options={countOptions(children.min, Math.min(children.max, 5))}
            onChange={(v) => change({ children: Number(v) })}
          />
        </div>
        <TakeAlongSelects model={takeAlong} values={preferences.takeAlong} onChange={changeTakeAlong} />
        {takeAlong.checkboxes.length > 0 ? (
          <fieldset className={styles.fieldset} aria-labelledby={legendId}>
            <legend id={legendId} className={styles.legend}>
              {t('travelPreferences.takeAlong')}
            </legend>
            {takeAlong.checkboxes.map((def) => (
              <CheckboxField
                key={def.name}
                label={def.title}
                checked={(preferences.takeAlong[def.name as keyof typeof preferences.takeAlong] ?? 0) > 0}
                onChange={(e) => changeTakeAlong({ [def.name]: e.target.checked ? 1 : 0 })}
              />
            ))}
          </fieldset>
        ) : null}
        <CheckboxField
          label={t('travelPreferences.callBeforePickup')}
          checked={preferences.callBeforePickup}
          onChange={(e) => change({ callBeforePickup: e.target.checked })}
        />
        <SelectField
          label={t('travelPreferences.payment')}
          value={paymentKey(preferences.paymentMethod)}
          options={[
            { value: '', label: t('travelPreferences.noPayment') },
            ...payments.map((p) => ({ value: paymentKey(p), label: paymentName(p, t) })),
          ]}
          onChange={(v) => {
            const [type, cardBrand] = v.split(':');
            change({ paymentMethod: v ? parsePaymentOption({ type, cardBrand }) : null });
          }}
        />
        {passNumbers.length > 1 ? (
          <SelectField
            label={t('travelPreferences.passNumber')}
            value={preferences.defaultPassNumber ?? ''}
            options={[
              { value: '', label: t('travelPreferences.noPassNumber') },
              ...passNumbers.map((p) => ({
                value: p.passNumber,
                label: p.alias ? `${p.alias} (${p.passNumber})` : p.passNumber,
              })),
            ]}
            onChange={(v) => change({ defaultPassNumber: v || null })}
          />
        ) : null}
        <div className={formStyles.actions}>
          <Button type="submit" variant="primary" busy={saving}>
            {t('travelPreferences.save')}
          </Button>
        </div>
      </PanelSection>
    </form>
  );
}
