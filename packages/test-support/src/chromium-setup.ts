// A vitest global setup (`globalSetup` in a package's vitest.config.ts): finds or installs Debian's
// Chromium once per run (chromium.ts) and provides its path to the test files, which read it with
// `browserAvailable` / `launchBrowser` (browser.ts).
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium, thisMachine } from './chromium.js';
import './provided-context.js';

/** Provides `chromium` (the path or null) and `chromiumSkipReason`; the messages name the package. */
export default function setup(project: TestProject): void {
  const found = ensureChromium(thisMachine, path.basename(project.config.root));
  project.provide('chromium', 'path' in found ? found.path : null);
  project.provide('chromiumSkipReason', 'reason' in found ? found.reason : '');
}
