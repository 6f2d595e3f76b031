import { resetAll } from './support/booking';
import { offlineAxeTests } from './support/offline';
import { test } from './support/test';

/* Axe on the offline /home and /my-trips (nl-NL) at 375 and 1280 px, against the production build. */

test.beforeEach(async ({ baseURL }) => {
  await resetAll(baseURL!);
});

offlineAxeTests('nl-NL');
