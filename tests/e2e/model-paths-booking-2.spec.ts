import { describeShortestPaths } from './support/model-paths';

// Issue 7 item 3: the booking statechart's shortest paths in Chromium, part 2 of 4 (tests/e2e/support/model-paths.ts).
describeShortestPaths('booking', [2, 4]);
