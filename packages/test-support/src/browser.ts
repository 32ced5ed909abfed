// Headless Chromium (Debian's, through playwright-core) for the browser tests, with the flags this
// closed network needs: without the background-networking ones Chromium's own connections are
// refused and it stalls. The browser's path comes from the global setup (chromium-setup.ts).
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import './provided-context.js';

/** The launch flags: headless, no sandbox (root in containers), no GPU, no connections of Chromium's own. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Whether the browser tests run here; when not, why (printed by the global setup). */
export const browserAvailable = inject('chromium') !== null;

/**
 * Launches the browser, a fresh temporary profile each time.
 * @throws Error with the setup's reason when there is no browser (check `browserAvailable` first).
 * @example const browser = await launchBrowser(); const page = await browser.newPage();
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = inject('chromium');
  if (executablePath === null) throw new Error(`no browser: ${inject('chromiumSkipReason')}`);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
}
