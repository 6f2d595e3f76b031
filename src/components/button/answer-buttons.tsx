import { Button } from './button';

/** Props of {@link AnswerButtons}. */
export interface AnswerButtonsProps {
  /** The translated "yes" answer, e.g. "Ja, plan de terugreis". */
  yesLabel: string;
  /** The translated "no" answer, e.g. "Nee, dank je". */
  noLabel: string;
  /** Sends the chart the "yes" event. */
  onYes: () => void;
  /** Sends the chart the "no" event. */
  onNo: () => void;
  /** Class of the row that holds the two buttons. */
  className?: string | undefined;
}

/**
 * The two answers to a question asked on the page itself (not in a dialog), e.g. "Do you also want to change the
 * way back?": "yes" as the primary button, then "no" as the secondary one, in one row. Decides nothing: each
 * button sends its event to the chart that asks.
 */
export function AnswerButtons({ yesLabel, noLabel, onYes, onNo, className }: AnswerButtonsProps) {
  return (
    <div className={className}>
      <Button onClick={onYes}>{yesLabel}</Button>
      <Button variant="secondary" onClick={onNo}>
        {noLabel}
      </Button>
    </div>
  );
}
