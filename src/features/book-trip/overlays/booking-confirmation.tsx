import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  selectBookedTrips,
  selectCanLeaveConfirmation,
  selectDefinitions,
  selectForm,
  selectIsOfferingReturnTrip,
} from '../../../../machines/booking';
import { Button } from '../../../components';
import { AnswerButtons } from '../../../components/button/answer-buttons';
import { BookedTripCard } from '../../../components/booked-trip/booked-trip-card';
import { BookedTripStatus } from '../../../components/booked-trip/booked-trip-details';
import { TitledSection } from '../../../components/titled-section/titled-section';
import { useI18n } from '../../../i18n/i18n';
import { createTripCalendarLogic } from '../../../logic/trip-calendar';
import { useLogic } from '../../../logic/use-logic';
import type { BookingActorRef } from '../parts/booking-view';
import * as styles from './booking-confirmation.css';

/**
 * product §2 after booking, signed in: the confirmation view "Your trip is booked" that replaces the form once the
 * booking chart is in `success` or `confirmed` (`selectShowsConfirmation`, machines/booking/booking.machine.ts). Per trip
 * booked in this flow (`selectBookedTrips`: the outbound trip, then the return trip, or a series' dates) its
 * status, trip number, date, pick-up time, "The taxi comes between 09:45 and 10:15", from, to, who travels, every
 * aid booked (the region's titles, e.g. "Electric wheelchair"), price and payment, and "You can cancel until …"
 * ({@link BookedTripCard}), each with "Add to calendar" (the trip's .ics file, src/logic/trip-calendar.ts). Then the
 * return-trip question (`confirmed.offeringReturnTrip`: Yes sends `returnTrip.accept`, No `returnTrip.decline`,
 * which keeps this view), "Go to home" (`confirmation.close`) and a link to My trips; these come once the
 * payment link has had its 1500 ms (`selectCanLeaveConfirmation`), since leaving earlier would stop the chart
 * before it opens the link. The heading takes focus
 * when the view appears (and again when "No" removes the question), so a screen reader says "Your trip is
 * booked" first. Times in Europe/Amsterdam.
 */
export function BookingConfirmation({ actor }: { actor: BookingActorRef }) {
  const { t } = useI18n();
  const trips = useSelector(actor, selectBookedTrips);
  const definitions = useSelector(actor, selectDefinitions);
  const email = useSelector(actor, (s) => selectForm(s).email);
  const offeringReturnTrip = useSelector(actor, selectIsOfferingReturnTrip);
  const canLeave = useSelector(actor, selectCanLeaveConfirmation);
  const addToCalendar = useLogic(createTripCalendarLogic);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const wasOffering = useRef(offeringReturnTrip);
  useEffect(() => titleRef.current?.focus(), []);
  // "No" removes the question with the button that had focus: focus goes back to the heading, not to the body.
  useEffect(() => {
    if (wasOffering.current && !offeringReturnTrip) titleRef.current?.focus();
    wasOffering.current = offeringReturnTrip;
  }, [offeringReturnTrip]);
  return (
    <div className={styles.page}>
      <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
        {trips.length > 1 ? t('bookTrip.booked.titleMany') : t('bookTrip.booked.title')}
      </h1>
      <p className={styles.line}>
        {t('bookTrip.booked.intro')}
        {email ? ` ${t('bookTrip.booked.mailSent', { email })}` : ''}
      </p>
      {trips.map((trip) => (
        <BookedTripCard
          key={trip.externalTripId}
          title={t('bookTrip.booked.tripTitle', { number: trip.externalTripId })}
          trip={trip}
          status={<BookedTripStatus trip={trip} />}
          definitions={definitions}
          showCancelUntil
          onAddToCalendar={addToCalendar}
          separated
        />
      ))}
      {offeringReturnTrip ? (
        <TitledSection
          title={t('bookTrip.booked.returnQuestion')}
          level={2}
          className={styles.question}
          titleClassName={styles.questionTitle}
        >
          <AnswerButtons
            className={styles.actions}
            yesLabel={t('bookTrip.booked.returnYes')}
            noLabel={t('bookTrip.booked.returnNo')}
            onYes={() => actor.send({ type: 'returnTrip.accept' })}
            onNo={() => actor.send({ type: 'returnTrip.decline' })}
          />
        </TitledSection>
      ) : null}
      {canLeave ? (
        <div className={styles.actions}>
          <Button
            variant={offeringReturnTrip ? 'secondary' : 'primary'}
            onClick={() => actor.send({ type: 'confirmation.close' })}
          >
            {t('bookTrip.booked.goHome')}
          </Button>
          <Link to="/my-trips">{t('bookTrip.booked.myTrips')}</Link>
        </div>
      ) : null}
    </div>
  );
}
