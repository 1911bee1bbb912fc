/**
 * The Chromium the journeys run: Debian's `chromium-headless-shell`, the same build as its
 * `chromium` without the desktop browser's compositor (Playwright's own default for headless
 * runs). On this 2-core machine it spends about a quarter less CPU per journey, most of it the
 * full browser's GPU process drawing frames nobody sees. CHROMIUM_PATH picks another one.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The flags every launch gets (no sandbox in a container, nothing reaching the network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
