// The seed documents live beside the repository (../shared/seeds). A clone without them still runs
// `npm test`: the suites that compare the contracts with the seeds are skipped with a visible
// reason. Under CI=true the seeds are required, so those suites never skip there.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'vitest';
import { sharedDir } from './document-ajv.js';

/** Where the seed documents are read from. */
export const seedsDir = path.join(sharedDir, 'seeds');

const present = existsSync(seedsDir);
const required = process.env.CI === 'true';

/** Why seed suites are skipped on this machine; null when they run. */
export const seedsSkipReason: string | null =
  present || required ? null : `${seedsDir} is absent (a clone without ../shared); CI=true requires it`;

/**
 * The text of one seed document; null when the seeds are absent outside CI (the suites that use it are
 * skipped by `describeWithSeeds`).
 * @throws Error naming the file when it is missing under CI=true, or missing from a present seeds folder.
 * @example readSeed('rest-api.md')?.includes('## Endpoints')
 */
export function readSeed(name: string): string | null {
  if (seedsSkipReason !== null) return null;
  const file = path.join(seedsDir, name);
  if (!existsSync(file))
    throw new Error(
      `${file} is missing: the seed documents must be beside the clone (../shared)${required ? ', and CI=true requires them' : ''}.`,
    );
  return readFileSync(file, 'utf8');
}

/**
 * `describe` for a suite that needs the seed documents: without them (and outside CI) it becomes one
 * skipped test whose name says why, and the suite's factory is not run.
 * @example describeWithSeeds('endpoints of the seed', () => { test('...', () => {}); });
 */
export function describeWithSeeds(name: string, factory: () => void): void {
  if (seedsSkipReason === null) {
    describe(name, factory);
    return;
  }
  // The default reporter shows only a count of skipped tests: say which suite and why on stderr too.
  console.warn(`contracts tests: skipped "${name}": ${seedsSkipReason}`);
  describe(name, () => {
    test.skip(`skipped: ${seedsSkipReason}`, () => {});
  });
}
