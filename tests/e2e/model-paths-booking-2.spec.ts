import { describeShortestPaths } from './support/model-paths';

// The booking statechart's shortest paths in Chromium, part 2 of 4 (tests/e2e/support/model-paths.ts).
describeShortestPaths('booking', [2, 4]);
