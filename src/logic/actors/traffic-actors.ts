/** Actor of machines/booking/traffic-indicator.machine.ts (booking form badge); loads with the booking pages. */
import type { ApiClients } from '../../api/clients';
import { unwrap } from '../../api/errors';
import { abortableActor } from './unless-aborted';
import type { CheckTrafficInput, TrafficLevel } from '../../../machines/booking';

/**
 * The `checkTraffic` actor of machines/booking/traffic-indicator.machine.ts (product §7.1 POST /traffic-indicator/check,
 * §8 an error hides the badge): resolves with the indicator (low | medium | high), rejects with the §8 ApiError.
 * It never settles once aborted (a newer time, or React StrictMode reviving the booking actor), so a stale
 * failure cannot hide the badge of the current time.
 */
export function createTrafficActors(clients: ApiClients) {
  const { ticketing } = clients;
  return {
    checkTraffic: abortableActor<TrafficLevel, CheckTrafficInput>(({ input, signal }) =>
      unwrap(ticketing.POST('/traffic-indicator/check', { signal, body: { dateTime: input.dateTime } })).then(
        (body) => body.data.indicator,
      ),
    ),
  };
}
