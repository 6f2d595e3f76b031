import type { NonReducibleUnknown } from 'xstate';
import { unwrap } from '../../api/errors';
import { abortableActor } from './unless-aborted';

/** An openapi-fetch answer whose body is the API's `{ data }` envelope. */
interface EnvelopeResult<TData> {
  data?: { data: TData };
  error?: unknown;
  response: Response;
}

/**
 * An {@link abortableActor} for one API call whose answer is the `{ data }` envelope: it resolves with `data` and
 * rejects with the §8 ApiError that `unwrap` makes of a non-2xx answer, a network failure or an unreadable body
 * (product §8).
 */
export function envelopeActor<TOutput, TInput = NonReducibleUnknown>(
  call: (args: { input: TInput; signal: AbortSignal }) => Promise<EnvelopeResult<TOutput>>,
) {
  return abortableActor<TOutput, TInput>((args) => unwrap(call(args)).then((result) => result.data));
}
