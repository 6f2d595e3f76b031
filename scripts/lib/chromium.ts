/**
 * Debian's Chromium for every browser this repo starts (Playwright tests, the SVG diagram renderer, the bench and
 * its Lighthouse runs): Playwright's own browser download is not available here. `CHROMIUM_PATH` (or the
 * `CHROME_PATH` chrome-launcher reads) overrides the path.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Start-up flags: no sandbox (CI runs as root), no GPU, and none of Chromium's own network chatter (background
 * requests, component updates, sync, first-run, QUIC), whose connections fail on the closed network.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
