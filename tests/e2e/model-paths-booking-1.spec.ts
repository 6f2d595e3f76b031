import { describeShortestPaths } from './support/model-paths';

// Issue 7 item 3: the booking statechart's shortest paths in Chromium, part 1 of 4 (tests/e2e/support/model-paths.ts).
describeShortestPaths('booking', [1, 4]);
