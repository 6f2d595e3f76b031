import { describeAxeScans } from './support/a11y-scans';

// Axe scans in nl-NL at 375 px, the public half (tests/e2e/support/a11y-scans.ts).
describeAxeScans('nl-NL', '375', 'public');
