import { useSelector } from '@xstate/react';
import { selectIsPaymentLocked, selectPayment, selectPaymentChoices } from '../../../../machines/booking';
import { useFieldError, type BookingActorRef, type BookingFields } from '../parts/booking-view';
import { PaymentField } from './payment-field';

/** Props of {@link PaymentSection}. */
export interface PaymentSectionProps {
  actor: BookingActorRef;
  /** The controls the chart can ask to focus bind here (`fields.ref(name)`). */
  fields: BookingFields;
}

/**
 * The booking form's payment method (product §2/§4): the {@link PaymentField} over what the chart offers
 * (`selectPaymentChoices`: the region's options for this traveller; pay in vehicle preselected by the chart),
 * locked to monthly billing when the chart says so; a choice sends `payment.select`.
 */
export function PaymentSection({ actor, fields }: PaymentSectionProps) {
  const choices = useSelector(actor, selectPaymentChoices);
  const payment = useSelector(actor, selectPayment);
  const locked = useSelector(actor, selectIsPaymentLocked);
  const error = useFieldError(actor, 'payment');
  return (
    <PaymentField
      choices={choices}
      payment={payment}
      locked={locked}
      onSelect={(choice) => actor.send({ type: 'payment.select', payment: choice })}
      error={error}
      firstRadioRef={fields.ref('payment')}
      brandRef={fields.ref('cardBrand')}
    />
  );
}
