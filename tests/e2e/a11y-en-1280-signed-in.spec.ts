import { describeAxeScans } from './support/a11y-scans';

// Axe scans in en-US at 1280 px, the signed-in pages and profile tabs (tests/e2e/support/a11y-scans.ts).
describeAxeScans('en-US', '1280', 'signed-in');
