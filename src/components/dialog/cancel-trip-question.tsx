import type { ReactNode, RefObject } from 'react';
import { Button } from '../button/button';
import { DetailsList, DetailsRow } from '../details-list/details-list';
import { Dialog } from './dialog';

/** The words of {@link CancelTripQuestion}, in the active language (the caller's dictionary section). */
interface CancelTripQuestionTexts {
  /** "Cancel this trip?" / "Deze rit annuleren?" — the dialog's name. */
  title: string;
  /** "Yes, cancel trip" / "Ja, rit annuleren" — the danger button. */
  confirm: string;
  /** "Keep trip" / "Rit behouden" — the safe choice, focused first. */
  keep: string;
  /** Labels of the trip's rows: date, pick-up time, from, to. */
  date: string;
  pickUpTime: string;
  from: string;
  to: string;
}

/** The trip the question is about, formatted for display (Europe/Amsterdam date and 24-hour time, address lines). */
interface CancelTripQuestionTrip {
  date: string;
  pickUpTime: string;
  from: string;
  to: string;
}

/** Props of {@link CancelTripQuestion}. */
export interface CancelTripQuestionProps {
  /** Open while the machine asks (its `confirming`/`asking` state) and while the confirmed cancel runs. */
  open: boolean;
  /** The cancel request runs: "Yes, cancel trip" is busy and Escape / outside clicks do not close. */
  busy: boolean;
  trip: CancelTripQuestionTrip;
  texts: CancelTripQuestionTexts;
  /** Keep the trip: "Keep trip", Escape, an outside click. */
  onKeep: () => void;
  onConfirm: () => void;
  /** Where focus goes on close when the opener is gone (see {@link Dialog}); e.g. the page's heading. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Optional lines under the trip (e.g. until when cancelling is possible). */
  children?: ReactNode;
}

/**
 * The question before a trip is cancelled (SPEC §4 cancel; costly actions ask first): "Cancel this trip?" with the
 * trip's date, pick-up time, from and to, and two buttons — "Keep trip" (secondary, first, so focus starts on the
 * safe choice) and "Yes, cancel trip" (danger). No × button: the two answers are the ways out (Escape keeps the
 * trip). Stateless: the caller's machine decides when it is open and what each answer does, so every cancel
 * question of the app (a guest's trip link, a signed-in traveller's trip cards) can share this one component with
 * the same dictionary texts.
 */
export function CancelTripQuestion({
  open,
  busy,
  trip,
  texts,
  onKeep,
  onConfirm,
  returnFocusRef,
  children,
}: CancelTripQuestionProps) {
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      dismissible={!busy}
      hideCloseButton
      size="sm"
      title={texts.title}
      returnFocusRef={returnFocusRef}
      actions={
        <>
          <Button variant="secondary" onClick={onKeep} disabled={busy}>
            {texts.keep}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {texts.confirm}
          </Button>
        </>
      }
    >
      <DetailsList>
        <DetailsRow label={texts.date}>{trip.date}</DetailsRow>
        <DetailsRow label={texts.pickUpTime}>{trip.pickUpTime}</DetailsRow>
        <DetailsRow label={texts.from}>{trip.from}</DetailsRow>
        <DetailsRow label={texts.to}>{trip.to}</DetailsRow>
      </DetailsList>
      {children}
    </Dialog>
  );
}
