// @vitest-environment jsdom
import { bookingModelSuite } from './booking-model-suite';
import { describeModel } from './support/model-suite';

// The booking chart's model test, part 1 of 2: the odd-numbered generated paths (booking-model-suite.tsx has the
// steps; booking-2.model.test.tsx runs the even-numbered ones). The chart's 28 paths took 80–89 s in one file.
describeModel({ ...bookingModelSuite, part: { index: 1, of: 2 } });
