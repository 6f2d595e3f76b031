import { existsSync } from 'node:fs';

/**
 * Debian's Chromium for every browser this repo starts (Playwright tests, the SVG diagram renderer, the bench and
 * its Lighthouse runs): Playwright's own browser download is not available here. `CHROMIUM_PATH` (or the
 * `CHROME_PATH` chrome-launcher reads) overrides the path.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` package: the same Chromium build without the browser's window layer (the
 * binary itself; `/usr/bin/chromium-headless-shell` is a shell wrapper around it).
 */
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's headless shell when it is installed (`.ci/run` installs the one matching
 * `chromium`'s version), else {@link CHROMIUM_PATH}; `E2E_CHROMIUM_PATH` overrides both. The shell is the same
 * Blink and V8 as `chromium`, and what Playwright itself runs headless tests in; it skips the full browser's
 * window layer, which on the 2-core machines here cost a third of the browser tests' CPU time (one a11y file, one
 * worker: 26.0 → 17.7 CPU-s, 53 → 39 s). Lighthouse and the bench keep the full browser they measure.
 */
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ??
  (process.env.CHROMIUM_PATH === undefined && existsSync(HEADLESS_SHELL_PATH)
    ? HEADLESS_SHELL_PATH
    : CHROMIUM_PATH);

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
