/**
 * What the pending changesets promise for the published packages. The packages generated from the
 * contracts are released as one `fixed` group (`.changeset/config.json`), so a single level, the
 * highest bump of any pending changeset naming a member of that group, is what the next release
 * will be; that is what a contract change must be covered by.
 */
import readChangesets from '@changesets/read';
import { read as readConfig } from '@changesets/config';
import { getPackages } from '@manypkg/get-packages';
import { type Bump, maxBump } from './change.js';

/**
 * The packages every contract change reaches (events -> schemas, types, validator, emitter, stream
 * checker, event router; REST -> openapi, which publishes openapi.json, and the packages built from
 * it: types, validator, mock server, contract tests, client), and the schema plumbing they run on,
 * released with them so that their versions always match.
 */
export const CONTRACT_PACKAGES: readonly string[] = [
  '@energy-contracts/types',
  '@energy-contracts/event-schemas',
  '@energy-contracts/openapi',
  '@energy-contracts/validator',
  '@energy-contracts/mock-server',
  '@energy-contracts/contract-tests',
  '@energy-contracts/client',
  '@energy-contracts/event-router',
  '@energy-contracts/schema-tools',
];

/** The pending release as far as the contract packages are concerned. */
export interface PendingRelease {
  /** Number of pending changeset files (empty ones included). */
  changesets: number;
  /** The highest bump of a pending changeset that names a package of the group. */
  covered: Bump;
  /** The fixed group the contract packages are released in (the contract packages when no group holds them). */
  group: string[];
}

/**
 * Reads `.changeset/` of a repository with the changesets libraries (config validated against the
 * workspace packages, as `changeset version` does).
 *
 * @throws Error from @changesets/config when the config names a package that does not exist.
 * @example
 * const { covered } = await pendingRelease('.'); // 'minor'
 */
export async function pendingRelease(repo: string): Promise<PendingRelease> {
  const packages = await getPackages(repo);
  const config = await readConfig(repo, packages);
  const group = config.fixed.find((g) => g.some((name) => CONTRACT_PACKAGES.includes(name))) ?? [...CONTRACT_PACKAGES];
  const changesets = await readChangesets(repo);
  let covered: Bump = 'none';
  for (const changeset of changesets) {
    for (const release of changeset.releases) {
      if (group.includes(release.name) && release.type !== 'none') covered = maxBump(covered, release.type);
    }
  }
  return { changesets: changesets.length, covered, group: [...group] };
}

/**
 * The version a bump leads to from `version` (plain `major.minor.patch`, as changesets computes it).
 *
 * @example
 * nextVersion('0.0.0', 'minor'); // '0.1.0'
 */
export function nextVersion(version: string, bump: Bump): string {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  if (bump === 'patch') return `${major}.${minor}.${patch + 1}`;
  return version;
}
