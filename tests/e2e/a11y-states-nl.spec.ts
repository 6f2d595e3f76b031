import { describeStateScans } from './support/a11y-states';

// Axe scans of the remaining states in nl-NL, at 1280 and 375 px (tests/e2e/support/a11y-states.ts).
describeStateScans('nl-NL');
