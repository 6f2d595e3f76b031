import { describeAxeScans } from './support/a11y-scans';

// Axe scans in en-US at 375 px, the public half (tests/e2e/support/a11y-scans.ts).
describeAxeScans('en-US', '375', 'public');
