import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Location } from '../../../machines/types';
import { Button, Card } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import type { BookTripLocationState } from './form/booking-form';
import * as styles from './where-to-card.css';

/** How many recent locations the card offers. */
const MAX_CHOICES = 5;

/** Props of {@link WhereToCard}. */
export interface WhereToCardProps {
  /** The traveller's recent locations, newest first (GET /locations/user/recent). */
  recentLocations: Location[];
  className?: string;
}

/**
 * product §2.2 /home "Where do you want to go" card: step 1 asks the destination, step 2 the pickup, both from the
 * recent locations; choosing the pickup opens /book-trip with both addresses prefilled
 * (`navigate('/book-trip', { state: { locationFrom, locationTo } })`, {@link BookTripLocationState}). "Enter another
 * address" goes to /book-trip with what is known so far. Moving between the steps puts focus on the step's
 * question, so screen-reader users hear where they are.
 */
export function WhereToCard({ recentLocations, className }: WhereToCardProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [destination, setDestination] = useState<Location | null>(null);
  const [moved, setMoved] = useState(false);
  const questionRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) questionRef.current?.focus();
  }, [moved, destination]);

  const choose = (location: Location | null) => {
    setDestination(location);
    setMoved(true);
  };
  const book = (state: BookTripLocationState) => void navigate('/book-trip', { state });
  const choices = recentLocations
    .filter((l) => !destination || locationLabel(l) !== locationLabel(destination))
    .slice(0, MAX_CHOICES);

  return (
    <Card title={t('home.whereTo.title')} className={className}>
      <div className={styles.body}>
        <p className={styles.step}>{t('home.whereTo.step', { step: destination ? 2 : 1 })}</p>
        {destination ? (
          <>
            <p className={styles.muted}>
              {t('home.whereTo.destination', { location: locationLabel(destination) })}
            </p>
            <h3 ref={questionRef} tabIndex={-1} className={styles.question}>
              {t('home.whereTo.pickupTitle')}
            </h3>
            <p className={styles.muted}>{t('home.whereTo.pickupHint')}</p>
          </>
        ) : (
          <h3 ref={questionRef} tabIndex={-1} className={styles.question}>
            {t('home.whereTo.recentLocations')}
          </h3>
        )}
        {choices.length === 0 ? (
          <p className={styles.muted}>{t('home.whereTo.noRecentLocations')}</p>
        ) : (
          <ul className={styles.list}>
            {choices.map((location) => (
              <li key={locationLabel(location)}>
                <Button
                  variant="ghost"
                  className={styles.choice}
                  onClick={() =>
                    destination ? book({ locationFrom: location, locationTo: destination }) : choose(location)
                  }
                >
                  {locationLabel(location)}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          {destination ? (
            <>
              <Button variant="ghost" onClick={() => book({ locationTo: destination })}>
                {t('home.whereTo.otherAddress')}
              </Button>
              <Button variant="ghost" onClick={() => choose(null)}>
                {t('home.whereTo.otherDestination')}
              </Button>
            </>
          ) : (
            <Link to="/book-trip">{t('home.whereTo.otherAddress')}</Link>
          )}
        </div>
      </div>
    </Card>
  );
}
