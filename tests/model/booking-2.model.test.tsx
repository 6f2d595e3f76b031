// @vitest-environment jsdom
import { bookingModelSuite } from './booking-model-suite';
import { describeModel } from './support/model-suite';

// The booking chart's model test, part 2 of 2: the even-numbered generated paths (part 1, with the odd-numbered
// ones, is booking.model.test.tsx; booking-model-suite.tsx has the steps).
describeModel({ ...bookingModelSuite, part: { index: 2, of: 2 } });
