// npm run test:e2e builds the site once, into test-results/site (ignored by git), for every e2e test
// file to read: with the README's own command (`npm run build -w @energy-contracts/spec-site -- --out DIR`),
// so the README test and the build script's test check this build's exit status and summary instead
// of building the site again. npm test reads dist/ instead (built-site.setup.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/** The build the tests share: the command as typed, and what it exited with and printed. */
export interface SiteBuild {
  command: string;
  status: number | null;
  stdout: string;
  stderr: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteDir: string;
    siteBuild: SiteBuild;
  }
}

export default function setup(project: TestProject): void {
  const siteDir = fileURLToPath(new URL('../../test-results/site', import.meta.url));
  mkdirSync(fileURLToPath(new URL('../../test-results', import.meta.url)), { recursive: true });
  const args = ['run', 'build', '-w', '@energy-contracts/spec-site', '--', '--out', siteDir];
  const result = spawnSync('npm', args, {
    cwd: fileURLToPath(new URL('../../../..', import.meta.url)),
    encoding: 'utf8',
    timeout: 180_000,
  });
  const build: SiteBuild = {
    command: ['npm', ...args].join(' '),
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
  };
  // Every test reads the site: without one, the run stops here with the build's own error.
  if (build.status !== 0)
    throw new Error(
      `${build.command} exited ${String(build.status)}${result.error === undefined ? '' : ` (${result.error.message})`}:\n${build.stderr}`,
    );
  project.provide('siteDir', siteDir);
  project.provide('siteBuild', build);
}
