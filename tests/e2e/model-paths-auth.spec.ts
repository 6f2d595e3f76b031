import { describeShortestPaths } from './support/model-paths';

// The auth statechart's shortest paths in Chromium (tests/e2e/support/model-paths.ts).
describeShortestPaths('auth');
