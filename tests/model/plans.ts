import { authPlan } from './auth.plan';
import { bookingPlan } from './booking.plan';
import type { MachinePlan } from './plan-types';

/** Every machine with a model test, in report order. Add a plan here when a machine's model test lands. */
export const PLANS: readonly MachinePlan[] = [authPlan, bookingPlan];
