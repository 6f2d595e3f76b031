import type { components as T } from '../../openapi/generated/ticketing';
import { amsterdamHour } from '../lib/time';

/** Traffic level shown as a badge next to the pickup time (product §2, §3). */
export type TrafficLevel = T['schemas']['TrafficIndicator']['indicator'];

/**
 * Expected traffic at an instant, by its hour of day in Europe/Amsterdam:
 * 07–09 and 16–18 (rush hours, inclusive) high, 10–15 medium, otherwise low.
 */
export function trafficIndicator(at: Date): TrafficLevel {
  const hour = amsterdamHour(at);
  if ((hour >= 7 && hour <= 9) || (hour >= 16 && hour <= 18)) return 'high';
  if (hour >= 10 && hour <= 15) return 'medium';
  return 'low';
}
