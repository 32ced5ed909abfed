// Builds the site once, into test-results/site (ignored by git), for every test file to read.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildSite, type BuildReport } from '../../src/build/build-site.js';

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
    buildReport: BuildReport;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const siteDir = fileURLToPath(new URL('../../test-results/site', import.meta.url));
  mkdirSync(fileURLToPath(new URL('../../test-results', import.meta.url)), { recursive: true });
  const report = await buildSite({ outDir: siteDir, repoDir: fileURLToPath(new URL('../..', import.meta.url)) });
  project.provide('siteDir', siteDir);
  project.provide('buildReport', report);
}
