// The site npm test reads: dist/, which turbo builds before it runs the tests (build is a dependency
// of test), so the site is not built a second time here. The README's build command into another
// directory is run by npm run test:e2e (build-site.setup.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): void {
  const siteDir = fileURLToPath(new URL('../../dist', import.meta.url));
  if (!existsSync(`${siteDir}/index.html`))
    throw new Error(
      `${siteDir} holds no built site: build it first (npx turbo run build --filter=@energy-contracts/spec-site), or run npm test, which does`,
    );
  project.provide('siteDir', siteDir);
}
