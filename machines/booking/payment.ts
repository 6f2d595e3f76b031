/**
 * Pure payment rules of the booking form (product §1/§2 payment choice, §3 Payment, §4 monthly billing): what is
 * offered, the radio/brand model, the preselected method.
 */
import type {
  PaymentOption,
  PaymentType,
  CardBrand,
  RegionPaymentOption,
  RegionSettings,
  TripSummary,
} from '../types';

/** The payment forced when the trip summary says the user has monthly billing (product §4). */
export const MONTHLY_BILLING: PaymentOption = { type: 'monthlyBilling' };

/** A region payment option (`{ paymentType, cardBrand }`) as the wire payment (`{ type, cardBrand? }`). */
export function toPaymentOption(option: RegionPaymentOption): PaymentOption {
  return option.paymentType === 'creditCard' && option.cardBrand
    ? { type: 'creditCard', cardBrand: option.cardBrand }
    : { type: option.paymentType };
}

/**
 * Payment options offered to this traveller (product §1/§2 payment popover, §4 monthly billing): the region's
 * options, where monthly billing (travel on invoice) is a property of the traveller — offered only to a signed-in
 * traveller who has it (`hasMonthlyBilling`, then it is forced anyway), never to guests (the guest endpoints
 * refuse it with `PaymentNotAllowed`, and the reference server refuses it for travellers without it).
 */
export function availablePaymentOptions(
  settings: Pick<RegionSettings, 'paymentOptions'> | null | undefined,
  opts: { guest: boolean; hasMonthlyBilling?: boolean },
): RegionPaymentOption[] {
  const all = settings?.paymentOptions ?? [];
  const monthly = !opts.guest && opts.hasMonthlyBilling === true;
  return monthly ? all : all.filter((o) => o.paymentType !== 'monthlyBilling');
}

/** What the payment control offers: the payment types in region order (each once) and the accepted card brands. */
export interface PaymentChoices {
  types: PaymentType[];
  /** Brands of the region's creditCard options, in region order; empty when credit card is not offered. */
  cardBrands: CardBrand[];
}

/**
 * product §2/§3 payment control model: radio choices per payment type (credit card once) plus the brand list shown
 * when credit card is chosen (product §4: a credit card is valid only with a brand).
 */
export function paymentChoices(options: readonly RegionPaymentOption[]): PaymentChoices {
  const types: PaymentType[] = [];
  const cardBrands: CardBrand[] = [];
  for (const option of options) {
    if (!types.includes(option.paymentType)) types.push(option.paymentType);
    if (option.paymentType === 'creditCard' && option.cardBrand && !cardBrands.includes(option.cardBrand))
      cardBrands.push(option.cardBrand);
  }
  return { types, cardBrands };
}

/**
 * The payment after choosing a payment type: credit card keeps the brand already chosen (else none yet, which
 * the form validation reports as `bookTrip.cardBrandRequired`); other types carry no brand.
 */
export function choosePaymentType(
  type: PaymentType,
  current: PaymentOption | null | undefined,
): PaymentOption {
  if (type !== 'creditCard') return { type };
  return current?.type === 'creditCard' && current.cardBrand
    ? { type, cardBrand: current.cardBrand }
    : { type };
}

/** product §4: monthly billing is forced (and locked) when the summary says the user has it. */
export function isMonthlyBillingForced(
  summary: Pick<TripSummary, 'hasMonthlyBilling'> | null | undefined,
): boolean {
  return summary?.hasMonthlyBilling === true;
}

/**
 * product §2: pay in vehicle is the preselected method when the traveller's options offer it and none is chosen yet;
 * a locked payment (§4 monthly billing) is never replaced. The payment to preselect, or null to keep the current.
 */
export function preselectedPayment(
  options: readonly RegionPaymentOption[],
  current: PaymentOption | null,
  locked: boolean,
): PaymentOption | null {
  if (current !== null || locked) return null;
  return options.some((o) => o.paymentType === 'payInVehicle') ? { type: 'payInVehicle' } : null;
}
