import { authPlan } from './auth.plan';
import { loginFormPlan } from './login-form.plan';
import { userDataPlan } from './user-data.plan';
import { bookingPlan } from './booking.plan';
import { bookingSeriesPlan } from './booking-series.plan';
import { locationSearchPlan } from './location-search.plan';
import { trafficIndicatorPlan } from './traffic-indicator.plan';
import { tripHistoryPlan } from './trip-history.plan';
import { tripPlan } from './trip.plan';
import { upcomingTripPlan } from './upcoming-trip.plan';
import { liveMapPlan } from './live-map.plan';
import { nearNoticePlan } from './near-notice.plan';
import { tripSharePlan } from './trip-share.plan';
import { travelPreferencesPlan } from './travel-preferences.plan';
import { followPlan } from './follow.plan';
import { guestTripPlan } from './guest-trip.plan';
import { activationPlan } from './activation.plan';
import { passNumbersPlan } from './pass-numbers.plan';
import { passwordResetPlan } from './password-reset.plan';
import { passwordPolicyPlan } from './password-policy.plan';
import type { MachinePlan } from './plan-types';
import { profilePlan } from './profile.plan';
import { changePasswordPlan } from './change-password.plan';
import { accountDeletionPlan } from './account-deletion.plan';
import { registrationPlan } from './registration.plan';
import { releaseNotesPlan } from './release-notes.plan';
import { travellingForPlan } from './travelling-for.plan';
import { publicRegionPlan } from './public-region.plan';
import { guestEntryPlan } from './guest-entry.plan';
import { savedPlacesPlan } from './saved-places.plan';
import { connectivityPlan } from './connectivity.plan';
import { appUpdatePlan } from './app-update.plan';
import { tripChangePlan } from './trip-change.plan';
import { seriesPausePlan } from './series-pause.plan';
import { carersPlan } from './carers.plan';
import { carerInvitationPlan } from './carer-invitation.plan';

/** Every machine with a model test, in report order. Add a plan here when a machine's model test lands. */
export const PLANS: readonly MachinePlan[] = [
  authPlan,
  loginFormPlan,
  userDataPlan,
  bookingPlan,
  bookingSeriesPlan,
  locationSearchPlan,
  trafficIndicatorPlan,
  tripHistoryPlan,
  tripPlan,
  tripChangePlan,
  seriesPausePlan,
  upcomingTripPlan,
  liveMapPlan,
  nearNoticePlan,
  tripSharePlan,
  travelPreferencesPlan,
  followPlan,
  guestTripPlan,
  registrationPlan,
  passwordPolicyPlan,
  activationPlan,
  passwordResetPlan,
  profilePlan,
  passNumbersPlan,
  changePasswordPlan,
  accountDeletionPlan,
  releaseNotesPlan,
  travellingForPlan,
  publicRegionPlan,
  guestEntryPlan,
  savedPlacesPlan,
  carersPlan,
  carerInvitationPlan,
  connectivityPlan,
  appUpdatePlan,
];
