import { describeShortestPaths } from './support/model-paths';

// The booking statechart's shortest paths in Chromium, part 1 of 4 (tests/e2e/support/model-paths.ts).
describeShortestPaths('booking', [1, 4]);
