import { shallowEqual, useSelector } from '@xstate/react';
import { useRef, type FormEvent, type RefObject } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  DRIVER_COMMENT_MAX_LENGTH,
  selectChangeCounter,
  selectChangeDefinitions,
  selectChangeErrors,
  selectChangeFocusRequest,
  selectChangeForm,
  selectChangePaymentChoices,
  selectChangePickupLimits,
  selectChangeStep,
  selectChangeTrip,
  selectLoadError,
  selectNothingChanged,
  type BookingField,
  type BookingFormPatch,
  type TripChangeActorRef,
} from '../../../../machines/booking';
import { selectRegion } from '../../../../machines/lib/user-data-selectors';
import { amsterdamDateOf } from '../../../../machines/lib/instant';
import { notice } from '../../../../styles/recipes/notice.css';
import { Button, Loading } from '../../../components';
import { AddressCombobox } from '../../../components/address-combobox';
import { TextField } from '../../../components/text-field/text-field';
import { useI18n, type TranslationKey } from '../../../i18n/i18n';
import { createTripChangeLogic } from '../../../logic/trip-change';
import { useKeptTripChangeDraft } from '../../../logic/trip-change-draft';
import { useClock, useLogicActor, useUserDataSelector } from '../../../logic/use-logic';
import { SelectField, countOptions } from '../parts/form-fields';
import { TakeAlong } from '../take-along/take-along';
import { useFocusFirstInvalid } from '../../../components/form/form-focus';
import { PlanningFields } from '../form/planning-section';
import { DriverCommentField, PhonePreferenceFields } from '../form/preferences-section';
import { PaymentField } from '../form/payment-field';
import * as layout from '../layout.css';
import * as styles from './change-trip.css';
import { CheckChangeDialog } from './check-change-dialog';
import { ChangeRefusalMessage, ChangeSuccess, useTripWhen } from './change-messages';
import { ScopeQuestion, ScopeSummary, SeriesChangeResults } from './series-scope';
import { SeriesPause } from './series-pause';

/**
 * /change-trip/<trip number> (product §10.11 "Changing a booked trip"): the trip's form, its title "Change your
 * trip", filled with the trip's values (the pass number stays the trip's own), over a `createTripChangeLogic` actor
 * (machines/booking/change.machine.ts decides everything). `?shift=<minutes>` opens the way back of a changed trip
 * moved by the same shift. Confirm asks for the re-quote and opens {@link CheckChangeDialog}; a refusal stays above
 * the form ({@link ChangeRefusalMessage}); once changed, {@link ChangeSuccess} takes the form's place.
 */
export function ChangeTripPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const shift = Number(search.get('shift') ?? '0');
  // A new trip number (the way back) is a new change: a fresh actor.
  return <ChangeTrip key={id} externalTripId={id} shiftMinutes={Number.isFinite(shift) ? shift : 0} />;
}

function ChangeTrip({ externalTripId, shiftMinutes }: { externalTripId: string; shiftMinutes: number }) {
  const { t } = useI18n();
  const clock = useClock();
  const region = useUserDataSelector(selectRegion);
  const draft = useKeptTripChangeDraft();
  const actor = useLogicActor(createTripChangeLogic, {
    input: {
      externalTripId,
      now: clock,
      shiftMinutes,
      draft,
      attributeDefinitions: region?.attributes ?? null,
      paymentOptions: region?.settings.paymentOptions ?? null,
      ...(region?.settings.maxDaysAhead ? { maxDaysAhead: region.settings.maxDaysAhead } : {}),
    },
  });
  return (
    <div className={layout.page}>
      <div className={layout.header}>
        <h1 className={layout.title}>{t('tripChange.title')}</h1>
        <TripIntro actor={actor} />
      </div>
      <ChangeFlow actor={actor} back={{ to: '/my-trips', label: t('tripChange.cancel') }} />
    </div>
  );
}

/** Where "Back" leaves the change for: the traveller's trips, or the guest's trip link. */
export interface ChangeBack {
  to: string;
  label: string;
}

/**
 * The change flow's body under the page title (product §10.11), for a traveller or a guest: loading, the failed
 * load with "Try again" and the way back, the form with its refusal and "Check your change", or the success.
 */
export function ChangeFlow({ actor, back }: { actor: TripChangeActorRef; back: ChangeBack }) {
  const { t } = useI18n();
  const step = useSelector(actor, selectChangeStep);
  const loadError = useSelector(actor, selectLoadError);
  const submitRef = useRef<HTMLButtonElement>(null);

  if (step === 'loading') return <Loading label={t('tripChange.loading')} />;
  if (step === 'loadFailed')
    return (
      <div role="alert" className={`${notice({ tone: 'danger' })} ${styles.message}`}>
        <p>
          {t('tripChange.loadFailed')}{' '}
          {loadError?.message || t((loadError?.messageKey ?? 'error.unexpected') as TranslationKey)}
        </p>
        <div className={styles.actions}>
          <Button size="sm" onClick={() => actor.send({ type: 'load.retry' })}>
            {t('tripChange.tryAgain')}
          </Button>
          <Link to={back.to}>{back.label}</Link>
        </div>
      </div>
    );
  if (step === 'choosingScope') return <SeriesQuestions actor={actor} />;
  if (step === 'seriesChanged') return <SeriesChangeResults actor={actor} />;
  if (step === 'changed' || step === 'done') return <ChangeSuccess actor={actor} />;
  return (
    <>
      <ChangeRefusalMessage actor={actor} />
      <ScopeSummary actor={actor} />
      <ChangeForm actor={actor} submitRef={submitRef} back={back} />
      <CheckChangeDialog actor={actor} returnFocusRef={submitRef} />
    </>
  );
}

/**
 * A trip of a series, before its form (product §10.11 "A series"): which of its trips to change, and "Pause the
 * series" from one date to another. The pause sits here because it is where a traveller who wants to skip some
 * dates of a series goes ("Change trip" on any of its trips), and the series' dates are read here already.
 */
function SeriesQuestions({ actor }: { actor: TripChangeActorRef }) {
  const trip = useSelector(actor, selectChangeTrip);
  if (!trip) return null;
  return (
    <>
      <ScopeQuestion actor={actor} />
      <SeriesPause
        externalTripId={trip.externalTripId}
        anchorDate={amsterdamDateOf(trip.departureDateTime)}
      />
    </>
  );
}

/**
 * "Trip 123 of Tuesday 3 March 10:00. Your pass number stays the same." (a guest, who has no pass number: without
 * the second sentence).
 */
export function TripIntro({ actor, guest = false }: { actor: TripChangeActorRef; guest?: boolean }) {
  const { t } = useI18n();
  const trip = useSelector(actor, selectChangeTrip);
  const when = useTripWhen(trip);
  if (!trip) return null;
  return (
    <p>{t(guest ? 'tripChange.guestIntro' : 'tripChange.intro', { trip: trip.externalTripId, when })}</p>
  );
}

/**
 * The change form's fields in the order they are shown: after a refused submit the chart raises `focusRequest` and
 * the first of these with an error takes focus (the form kit's `useFocusFirstInvalid`).
 */
const CHANGE_FIELDS: readonly BookingField[] = [
  'priority',
  'pickup',
  'locationFrom',
  'locationTo',
  'attributes',
  'phoneNumber',
  'driverComment',
  'payment',
];

/** The two addresses of the change form, each with its label: from, then to. */
const ADDRESS_FIELDS = [
  ['locationFrom', 'bookTrip.from'],
  ['locationTo', 'bookTrip.to'],
] as const;

/**
 * The change form (product §10.11 "What can change"): planning mode (and priority by arrival), date and time, from
 * and to, companions and children, take-along, the phone preference, the driver comment (by departure) and the
 * payment (not offered where monthly billing is forced). The planning, preference and payment controls are the
 * booking form's own (../form/). Every edit is a `form.change`; Confirm sends `form.submit`.
 */
function ChangeForm({
  actor,
  submitRef,
  back,
}: {
  actor: TripChangeActorRef;
  submitRef: RefObject<HTMLButtonElement | null>;
  back: ChangeBack;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const form = useSelector(actor, selectChangeForm);
  const errors = useSelector(actor, selectChangeErrors);
  const focusRequest = useSelector(actor, selectChangeFocusRequest);
  const nothingChanged = useSelector(actor, selectNothingChanged);
  const definitions = useSelector(actor, selectChangeDefinitions);
  const paymentChoices = useSelector(actor, selectChangePaymentChoices);
  const step = useSelector(actor, selectChangeStep);
  const limits = useSelector(actor, selectChangePickupLimits, shallowEqual);
  // The chart asks for focus after a refused submit: the first field it marked invalid, in CHANGE_FIELDS order.
  const fields = useFocusFirstInvalid(focusRequest, errors, CHANGE_FIELDS);

  if (!form) return null;
  const change = (patch: BookingFormPatch) => actor.send({ type: 'form.change', patch });
  const error = (key: string | undefined, params?: Record<string, string | number>) =>
    key ? t(key as TranslationKey, params) : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'form.submit' });
  };
  const busy =
    step === 'estimating' ||
    step === 'checkingOverlap' ||
    step === 'committing' ||
    step === 'committingSeries';

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <PlanningFields
        planningMode={form.planningMode}
        priority={form.attributes.priority}
        priorityError={error(errors.priority)}
        priorityRef={fields.ref('priority')}
        onChange={change}
      />
      <div className={styles.pair}>
        <TextField
          ref={fields.ref('pickup')}
          label={t('tripChange.date')}
          type="date"
          value={form.date}
          onChange={(event) => change({ date: event.target.value })}
          error={error(errors.pickup, {
            time: `${i18n.formatDate(limits.earliest.date)} ${limits.earliest.time}`,
            days: limits.maxDaysAhead,
            date: i18n.formatDate(limits.latestDate),
          })}
        />
        <TextField
          label={form.planningMode === 'ByArrival' ? t('tripChange.byArrival') : t('tripChange.byDeparture')}
          hint={t('tripChange.timeHint')}
          inputMode="numeric"
          autoComplete="off"
          value={form.time}
          onChange={(event) => change({ time: event.target.value })}
        />
      </div>
      {ADDRESS_FIELDS.map(([name, label]) => (
        <AddressCombobox
          key={name}
          label={t(label)}
          value={form[name]}
          onChange={(location) => change({ [name]: location })}
          error={error(errors[name])}
          inputRef={fields.ref(name)}
        />
      ))}
      <div className={styles.pair}>
        <Counter actor={actor} name="travelers" value={form.attributes.travelers} />
        <Counter actor={actor} name="children0to12" value={form.attributes.children0to12} />
      </div>
      <TakeAlong
        definitions={definitions}
        attributes={form.attributes}
        onChange={(patch) => actor.send({ type: 'form.change', patch: { attributes: patch } })}
        error={error(errors.attributes)}
        triggerRef={fields.ref('attributes')}
      />
      <PhonePreferenceFields
        phoneCall={form.phoneCall}
        phoneNumber={form.phoneNumber}
        error={error(errors.phoneNumber)}
        phoneRef={fields.ref('phoneNumber')}
        onChange={change}
      />
      {form.planningMode === 'ByDeparture' ? (
        <DriverCommentField
          value={form.driverComment}
          error={error(errors.driverComment, { max: DRIVER_COMMENT_MAX_LENGTH })}
          commentRef={fields.ref('driverComment')}
          onChange={change}
        />
      ) : null}
      {paymentChoices ? (
        <PaymentField
          choices={paymentChoices}
          payment={form.payment}
          locked={false}
          onSelect={(payment) => change({ payment })}
          error={error(errors.payment)}
          firstRadioRef={fields.ref('payment')}
        />
      ) : null}
      <div role="status">
        {nothingChanged ? (
          <p className={notice({ tone: 'info' })}>{t('tripChange.nothingChanged')}</p>
        ) : busy ? (
          <p>{t(step === 'committing' ? 'tripChange.committing' : 'tripChange.estimating')}</p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button ref={submitRef} type="submit" size="lg" disabled={busy}>
          {t('tripChange.confirm')}
        </Button>
        <Link to={back.to}>{back.label}</Link>
      </div>
    </form>
  );
}

const COUNTER_LABEL = { travelers: 'bookTrip.travellers', children0to12: 'bookTrip.children' } as const;

/** Companions or children within the region's range (read-only when the region fixes it). */
function Counter({
  actor,
  name,
  value,
}: {
  actor: TripChangeActorRef;
  name: 'travelers' | 'children0to12';
  value: number;
}) {
  const { t } = useI18n();
  const counter = useSelector(actor, (s) => selectChangeCounter(s, name), shallowEqual);
  return (
    <SelectField
      label={t(COUNTER_LABEL[name])}
      value={String(value)}
      options={countOptions(counter.min, Math.max(counter.max, value))}
      disabled={counter.readOnly}
      onChange={(next) =>
        actor.send({ type: 'form.change', patch: { attributes: { [name]: Number(next) } } })
      }
    />
  );
}
