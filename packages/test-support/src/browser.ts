// Headless Chromium (Debian's, through playwright-core) for the browser tests, with the flags this
// closed network needs: without the background-networking ones Chromium's own connections are
// refused and it stalls. The browser's path comes from the global setup (chromium-setup.ts).
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import './provided-context.js';

/**
 * The Chromium features playwright-core (1.65.1, locked) disables with its own `--disable-features`.
 * Chromium reads only the last `--disable-features` it is given, so ours repeats these;
 * {@link launchBrowser} checks the browser's command line that none of Playwright's is dropped.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * RenderDocument gives every navigation a new frame host in the renderer; what a page renders,
 * logs and fetches does not change without it, and a crawl of the spec site's pages in one tab
 * costs Chromium's processes markedly more CPU with it.
 */
const TEST_DISABLED_FEATURES = ['RenderDocument'];

/** The launch flags: headless, no sandbox (root in containers), no GPU, no connections of Chromium's own, the features above disabled. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...TEST_DISABLED_FEATURES].join(',')}`,
];

/**
 * The features an earlier `--disable-features` of the command line `args` names that its last
 * `--disable-features` (the one Chromium reads) does not: features left enabled by mistake.
 * @example droppedFeatures(['--disable-features=A,B', '--disable-features=B,C']) // ['A']
 */
export function droppedFeatures(args: readonly string[]): string[] {
  const lists = args
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  const last = new Set(lists.at(-1) ?? []);
  return [...new Set(lists.slice(0, -1).flat())].filter((feature) => !last.has(feature));
}

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
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
  // The command line the browser runs with (Playwright's flags, then ours), as chrome://version shows it.
  const page = await browser.newPage();
  try {
    await page.goto('chrome://version');
    const dropped = droppedFeatures(((await page.locator('#command_line').textContent()) ?? '').split(/\s+/));
    if (dropped.length > 0) {
      await browser.close();
      throw new Error(
        `launchBrowser: our --disable-features drops Playwright's ${dropped.join(', ')}: add them to PLAYWRIGHT_DISABLED_FEATURES (test-support/src/browser.ts)`,
      );
    }
  } finally {
    if (browser.isConnected()) await page.close();
  }
  return browser;
}
