import { lazy, Suspense, useCallback, useId, useRef, useState, type Ref } from 'react';
import { visuallyHidden } from '../../../../styles/utilities.css';
import { choosePaymentType, type PaymentChoices } from '../../../../machines/booking';
import type { CardBrand, PaymentOption } from '../../../../machines/types';
import { InfoIcon } from '../../../components';
import { useI18n, type I18n } from '../../../i18n/i18n';
import { FieldError, SelectField } from '../parts/form-fields';
import * as fieldStyles from '../parts/fields.css';
import * as lockStyles from './payment-lock.css';

/** Props of {@link PaymentField}. */
export interface PaymentFieldProps {
  /** The payment types and card brands offered (the booking chart's `selectPaymentChoices`). */
  choices: PaymentChoices;
  payment: PaymentOption | null;
  /** product §4.3 monthly billing forced: the choice is disabled and a tooltip says why. */
  locked: boolean;
  /** Sends `payment.select` to the booking machine. */
  onSelect: (payment: PaymentOption) => void;
  /** Translated payment error (`validation.required` / `bookTrip.cardBrandRequired`), when shown. */
  error?: string | undefined;
  /** The first radio (focus target after an invalid submit). */
  firstRadioRef?: Ref<HTMLInputElement>;
  /** The card brand select (focus target when only the brand is missing). */
  brandRef?: Ref<HTMLSelectElement>;
}

/**
 * product §2/§3 payment method: a radio group of the offered types (pay in vehicle, iDeal, monthly billing, credit
 * card) and, for credit card, the card brand select (required: product §4.3 "credit card is valid only with a brand").
 * When monthly billing is forced (product §4) the radios are disabled and an info button shows the tooltip "contact
 * customer service for another method"; the same text is the group's description for screen readers.
 */
export function PaymentField({
  choices,
  payment,
  locked,
  onSelect,
  error,
  firstRadioRef,
  brandRef,
}: PaymentFieldProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const ids = useId();
  const lockedId = `${ids}-locked`;
  const errorId = `${ids}-error`;
  const brandError = error && payment?.type === 'creditCard' && !payment.cardBrand ? error : undefined;
  const groupError = brandError ? undefined : error;
  return (
    <fieldset
      className={fieldStyles.fieldset}
      aria-describedby={
        [locked ? lockedId : '', groupError ? errorId : ''].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className={fieldStyles.legend}>
        <span className={fieldStyles.legendRow}>
          {t('bookTrip.payment.label')}
          {locked ? <PaymentLockedTooltip /> : null}
        </span>
      </legend>
      {locked ? (
        <span id={lockedId} className={visuallyHidden}>
          {t('bookTrip.paymentLocked')}
        </span>
      ) : null}
      {choices.types.map((type, index) => {
        const optionId = `${ids}-${type}`;
        return (
          <label key={type} htmlFor={optionId} className={fieldStyles.radio}>
            <input
              ref={index === 0 ? firstRadioRef : undefined}
              id={optionId}
              type="radio"
              name={`${ids}-payment`}
              className={fieldStyles.radioInput}
              checked={payment?.type === type}
              disabled={locked}
              onChange={() => onSelect(choosePaymentType(type, payment))}
            />
            {t(`bookTrip.payment.${type}`)}
          </label>
        );
      })}
      {payment?.type === 'creditCard' && !locked ? (
        <SelectField
          label={t('bookTrip.payment.cardBrand')}
          value={payment.cardBrand ?? ''}
          error={brandError}
          selectRef={brandRef}
          options={[
            { value: '', label: t('bookTrip.chooseCardBrand') },
            ...choices.cardBrands.map((brand) => ({ value: brand, label: t(`bookTrip.cardBrand.${brand}`) })),
          ]}
          onChange={(value) =>
            onSelect(
              value === '' ? { type: 'creditCard' } : { type: 'creditCard', cardBrand: value as CardBrand },
            )
          }
        />
      ) : null}
      {groupError ? <FieldError id={errorId}>{groupError}</FieldError> : null}
    </fieldset>
  );
}

const PaymentLockedTooltipContent = lazy(() =>
  import('./payment-locked-tooltip').then((m) => ({ default: m.PaymentLockedTooltipContent })),
);

/**
 * product §4 tooltip of the locked payment method: "contact customer service for another method". The tooltip code
 * (Radix Tooltip + floating-ui) is its own chunk, loaded when this first renders (only travellers on
 * invoice need it); meanwhile the same info button shows, and hovering or focusing it opens the tooltip once the
 * code is there. If that placeholder has focus when the real button replaces it, the real one takes focus over.
 */
export function PaymentLockedTooltip() {
  const { t } = useI18n();
  // Controlled: the placeholder opens it on hover / focus as the Radix trigger would, and the tooltip shows as
  // soon as its code is there.
  const [open, setOpen] = useState(false);
  const placeholderHadFocus = useRef(false);
  const placeholderRef = useCallback((node: HTMLButtonElement | null) => {
    if (!node) return;
    // Ref cleanup runs before React removes the placeholder from the DOM.
    return () => {
      placeholderHadFocus.current = document.activeElement === node;
    };
  }, []);
  const buttonRef = useCallback((node: HTMLButtonElement | null) => {
    if (node && placeholderHadFocus.current) {
      placeholderHadFocus.current = false;
      node.focus();
    }
  }, []);
  return (
    <Suspense
      fallback={
        <button
          ref={placeholderRef}
          type="button"
          className={lockStyles.lockInfo}
          aria-label={t('bookTrip.paymentLockedInfo')}
          onPointerEnter={(event) => {
            if (event.pointerType !== 'touch') setOpen(true);
          }}
          onPointerLeave={() => setOpen(false)}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        >
          <InfoIcon size={22} aria-hidden="true" />
        </button>
      }
    >
      <PaymentLockedTooltipContent open={open} onOpenChange={setOpen} buttonRef={buttonRef} />
    </Suspense>
  );
}

/** Translated name of a payment method, with the card brand for credit cards. */
export function paymentLabel(payment: PaymentOption, t: I18n['t']): string {
  if (payment.type === 'creditCard' && payment.cardBrand) {
    return t('bookTrip.payment.creditCardWithBrand', { brand: t(`bookTrip.cardBrand.${payment.cardBrand}`) });
  }
  return t(`bookTrip.payment.${payment.type}`);
}
