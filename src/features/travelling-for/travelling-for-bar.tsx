import { useId } from 'react';
import {
  selectActingBand,
  selectActingFor,
  selectNoLongerShares,
  selectTravellers,
} from '../../../machines/lib/travelling-for-selectors';
import { button } from '../../../styles/recipes/button.css';
import { field } from '../../../styles/recipes/field.css';
import { notice } from '../../../styles/recipes/notice.css';
import { useI18n } from '../../i18n/i18n';
import { LabelledField } from '../../components/text-field/labelled-field';
import { useTravellingFor, useTravellingForSelector } from '../../logic/travelling-for';
import * as styles from './travelling-for-bar.css';

/** The value of the chooser's "Myself" option (a username is an e-mail address, never empty). */
const MYSELF = '';

/**
 * Acting for a traveller (product §10.12 Carers), at the top of every signed-in page: for a carer the "Travelling
 * for" chooser (a native select: "Myself", then each traveller by name), while acting for someone the band "You are
 * booking for Riet de Vries" (an observer: "You are following Riet de Vries"), and the message "Riet de Vries no
 * longer shares trips with you." until it is closed. The band and the message are a polite live region (role
 * status), so a change is announced. Decides nothing: machines/travelling-for.machine.ts does.
 */
export function TravellingForBar() {
  const { t } = useI18n();
  const id = `travelling-for-${useId()}`;
  const actor = useTravellingFor();
  const travellers = useTravellingForSelector(selectTravellers);
  const actingFor = useTravellingForSelector(selectActingFor);
  const band = useTravellingForSelector(selectActingBand);
  const gone = useTravellingForSelector(selectNoLongerShares);
  if (travellers.length === 0 && !band && !gone) return <div role="status" />;
  return (
    <div className={styles.bar}>
      {travellers.length > 0 ? (
        <LabelledField
          controlId={id}
          label={t('travellingFor.label')}
          className={styles.chooser}
          labelClassName={styles.label}
        >
          <select
            id={id}
            className={[field(), styles.select].join(' ')}
            value={actingFor?.username ?? MYSELF}
            onChange={(event) =>
              actor?.send({
                type: 'travellingFor.choose',
                username: event.target.value === MYSELF ? null : event.target.value,
              })
            }
          >
            <option value={MYSELF}>{t('travellingFor.myself')}</option>
            {travellers.map((traveller) => (
              <option key={traveller.username} value={traveller.username}>
                {`${traveller.firstName} ${traveller.surname}`}
              </option>
            ))}
          </select>
        </LabelledField>
      ) : null}
      <div role="status">
        {band ? (
          <p className={`${notice({ tone: 'info', size: 'sm' })} ${styles.band}`}>
            {t(band.role === 'observer' ? 'travellingFor.following' : 'travellingFor.booking', {
              name: band.name,
            })}
          </p>
        ) : null}
        {gone ? (
          <p className={notice({ tone: 'danger', size: 'sm', layout: 'row' })}>
            <span>{t('travellingFor.noLongerShares', { name: gone })}</span>
            <button
              type="button"
              className={button({ variant: 'secondary', size: 'sm' })}
              onClick={() => actor?.send({ type: 'travellingFor.dismiss' })}
            >
              {t('travellingFor.dismiss')}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * What a page that stays the account's own shows while the tab acts for a traveller (product §10.12: profile,
 * password and pass-number editing stay the traveller's own), instead of the page: the reason, and how to get back.
 * Null when acting for nobody, and then `children` shows.
 */
export function OwnAccountOnly({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  const band = useTravellingForSelector(selectActingBand);
  if (!band) return <>{children}</>;
  return <p className={notice({ tone: 'info' })}>{t('travellingFor.ownAccount', { name: band.name })}</p>;
}
