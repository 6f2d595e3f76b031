import { useId } from 'react';
import type { Budget, PassNumber } from '../../../machines/types';
import { Card } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { useUserData } from '../../logic/use-logic';
import * as styles from './home-page.css';

/** product §2 budget card: remaining km and validity date for the selected pass number, with a chooser for several. */
export function BudgetCard({
  budget,
  passNumbers,
  selected,
}: {
  budget: Budget | null;
  passNumbers: PassNumber[];
  selected: string | null;
}) {
  const userData = useUserData();
  const { t, formatDate, formatKm } = useI18n();
  const chooserId = useId();
  return (
    <Card title={t('home.budget.title')}>
      {/* No layout shift (CLS ≤ 0.02): a hidden copy of the three budget lines reserves their height in the same grid
          cell, so the card does not grow when the budget arrives after the "none" text. */}
      <div className={styles.reserve}>
        <div className={styles.reserveSizer} aria-hidden="true">
          <p className={styles.bigNumber}>{'\u00a0'}</p>
          <p className={styles.muted}>{'\u00a0'}</p>
          <p>{'\u00a0'}</p>
        </div>
        <div className={styles.reserveContent}>
          {budget ? (
            <>
              <p className={styles.bigNumber}>{formatKm(budget.remaining)}</p>
              <p className={styles.muted}>{t('home.budget.remaining')}</p>
              <p>{t('home.budget.validUntil', { date: formatDate(budget.until) })}</p>
            </>
          ) : (
            <p className={styles.muted}>{t('home.budget.none')}</p>
          )}
        </div>
      </div>
      <div className={styles.passLine}>
        {passNumbers.length > 1 ? (
          <p>
            <label htmlFor={chooserId}>{t('home.budget.passNumber')}</label>{' '}
            <select
              id={chooserId}
              className={styles.select}
              value={selected ?? ''}
              onChange={(e) => userData?.send({ type: 'passNumber.select', passNumber: e.target.value })}
            >
              {selected ? null : <option value="">{t('home.budget.choosePassNumber')}</option>}
              {passNumbers.map((p) => (
                <option key={p.passNumber} value={p.passNumber}>
                  {p.alias ? `${p.alias} (${p.passNumber})` : p.passNumber}
                </option>
              ))}
            </select>
          </p>
        ) : selected ? (
          <p>
            {t('home.budget.passNumber')}: {selected}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
