import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import {
  ratingMachine,
  selectCanSubmit,
  selectIsSubmitting,
  toFeedbackSubmission,
  type FeedbackSubmission,
} from '../../machines/trip/rating.machine';
import { FEEDBACK_MAX_LENGTH } from '../../machines/trip/card-rules';
import type { Trip } from '../../machines/types';
import { apiError, trip } from './fixtures';

function start(
  submit: (input: FeedbackSubmission) => Promise<Trip> = async (input) =>
    trip({
      status: 'completed',
      feedback: { rating: input.tripFeedback.rating, feedback: input.tripFeedback.feedback },
    }),
) {
  const sent: FeedbackSubmission[] = [];
  const spies = { notifySubmitted: vi.fn(), notifySubmitError: vi.fn() };
  const machine = ratingMachine.provide({
    actors: {
      submitFeedback: fromPromise<Trip, FeedbackSubmission>(async ({ input }) => {
        sent.push(input);
        return submit(input);
      }),
    },
    actions: {
      notifySubmitted: () => spies.notifySubmitted(),
      notifySubmitError: (_, params) => spies.notifySubmitError(params.error),
    },
  });
  const actor = createActor(machine, { input: { externalTripId: 'RT-1' } });
  actor.start();
  return { actor, sent, spies };
}

describe('rating machine (product §4.7 rating dialog)', () => {
  it('starts without a rating and keeps Save disabled until 1 to 5 is chosen', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.rating).toBeNull();
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'rating.comment', comment: 'Prima' });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'rating.select', rating: 4 });
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
  });

  it('ignores ratings outside the 1 to 5 scale', () => {
    const { actor } = start();
    for (const rating of [0, 6, 2.5, Number.NaN]) actor.send({ type: 'rating.select', rating });
    expect(actor.getSnapshot().context.rating).toBeNull();
    actor.send({ type: 'rating.select', rating: 1 });
    actor.send({ type: 'rating.select', rating: 5 });
    expect(actor.getSnapshot().context.rating).toBe(5);
  });

  it('cuts the comment at the maximum length', () => {
    const { actor } = start();
    actor.send({ type: 'rating.comment', comment: 'x'.repeat(FEEDBACK_MAX_LENGTH + 20) });
    expect(actor.getSnapshot().context.comment).toHaveLength(FEEDBACK_MAX_LENGTH);
  });

  it('sends the §3 payload, is read-only while sending, then closes with the saved feedback', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { actor, sent, spies } = start(async (input) => {
      await gate;
      return trip({
        status: 'completed',
        feedback: { rating: input.tripFeedback.rating, feedback: input.tripFeedback.feedback },
      });
    });
    actor.send({ type: 'rating.select', rating: 4 });
    actor.send({ type: 'rating.comment', comment: '  Vriendelijke chauffeur ' });
    actor.send({ type: 'rating.submit' });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'rating.select', rating: 1 });
    actor.send({ type: 'rating.close' });
    expect(actor.getSnapshot().context.rating).toBe(4);
    expect(actor.getSnapshot().status).toBe('active');
    release();
    const output = await toPromise(actor);
    expect(sent).toEqual([
      {
        externalTripId: 'RT-1',
        tripFeedback: { feedback: 'Vriendelijke chauffeur', rating: 4, platformType: 'Web', appVersion: '1' },
      },
    ]);
    expect(output).toEqual({ feedback: { rating: 4, feedback: 'Vriendelijke chauffeur' } });
    expect(spies.notifySubmitted).toHaveBeenCalledTimes(1);
    expect(spies.notifySubmitError).not.toHaveBeenCalled();
  });

  it('closes after submit even when the request fails, with an error toast and nothing saved', async () => {
    const { actor, spies } = start(async () => {
      throw apiError(409, 'FeedbackAlreadySubmitted', 'Al beoordeeld');
    });
    actor.send({ type: 'rating.select', rating: 2 });
    actor.send({ type: 'rating.submit' });
    const output = await toPromise(actor);
    expect(output).toEqual({ feedback: null });
    expect(spies.notifySubmitError).toHaveBeenCalledWith(expect.objectContaining({ status: 409 }));
    expect(spies.notifySubmitted).not.toHaveBeenCalled();
  });

  it('closes without sending when the traveller closes the dialog', async () => {
    const { actor, sent } = start();
    actor.send({ type: 'rating.select', rating: 3 });
    actor.send({ type: 'rating.close' });
    expect(await toPromise(actor)).toEqual({ feedback: null });
    expect(sent).toEqual([]);
  });

  it('sends an empty comment as null', () => {
    expect(toFeedbackSubmission('RT-1', 5, '   ').tripFeedback.feedback).toBeNull();
  });
});
