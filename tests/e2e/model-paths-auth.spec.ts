import { describeShortestPaths } from './support/model-paths';

// Issue 7 item 3: the auth statechart's shortest paths in Chromium (tests/e2e/support/model-paths.ts).
describeShortestPaths('auth');
