/**
 * Debian's Chromium driven by playwright-core, for the browser tests (docs, portal, pictures).
 * `scripts/ensure-system-packages.sh` (pretest) installs it; the flags keep it offline and quiet.
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS });
}

/** Where tests write their screenshots (gitignored), for a look by a person. */
export const SCREENSHOT_DIR = 'test-output/screenshots';
