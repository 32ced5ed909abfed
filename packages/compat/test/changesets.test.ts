// The pending release as the changesets libraries read it, and the repository's own changesets
// config (one fixed group of the published packages). `npm run version-packages` itself (the
// changesets CLI on a copy of the manifests) is test/e2e/version-packages.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTRACT_PACKAGES, nextVersion, pendingRelease } from '../src/changesets.js';
import { publishedPackages } from '../src/release-pack.js';
import { createFixtureRepo, type FixtureRepo } from './support/fixture-repo.js';

const root = path.resolve(import.meta.dirname, '../../..');

let repo: FixtureRepo;
beforeAll(() => {
  repo = createFixtureRepo({ rest: false, events: false });
});
afterAll(() => repo.dispose());

describe('pendingRelease', () => {
  test('no changeset: nothing covered', async () => {
    repo.reset();
    expect(await pendingRelease(repo.dir)).toEqual({ changesets: 0, covered: 'none', group: [...CONTRACT_PACKAGES] });
  });

  test('the highest bump of the changesets naming the group', async () => {
    repo.reset();
    repo.changeset('a-patch', 'patch');
    repo.changeset('a-minor', 'minor');
    repo.write('.changeset/empty.md', '---\n---\n\nNothing.\n');
    expect(await pendingRelease(repo.dir)).toMatchObject({ changesets: 3, covered: 'minor' });
  });

  test('a config whose fixed group names a package that does not exist is refused by @changesets/config', async () => {
    repo.reset();
    const config = JSON.parse(repo.read('.changeset/config.json')) as { fixed: string[][] };
    config.fixed[0]!.push('@energy-contracts/no-such-package');
    repo.write('.changeset/config.json', JSON.stringify(config));
    await expect(pendingRelease(repo.dir)).rejects.toThrow(/no-such-package/);
  });
});

describe('this repository', () => {
  test('the fixed group is exactly the published packages, and the private ones are ignored', async () => {
    const config = JSON.parse(readFileSync(path.join(root, '.changeset/config.json'), 'utf8')) as {
      fixed: string[][];
      ignore: string[];
    };
    const published = (await publishedPackages(root)).map((p) => p.name);
    expect(config.fixed).toHaveLength(1);
    expect([...config.fixed[0]!].sort()).toEqual(published);
    const privateNames = readdirSync(path.join(root, 'packages'))
      .map(
        (d) =>
          JSON.parse(readFileSync(path.join(root, 'packages', d, 'package.json'), 'utf8')) as {
            name: string;
            private?: boolean;
          },
      )
      .filter((p) => p.private)
      .map((p) => p.name)
      .sort();
    expect([...config.ignore].sort()).toEqual(privateNames);
  });
});

describe('nextVersion', () => {
  const table: [string, 'major' | 'minor' | 'patch' | 'none', string][] = [
    ['0.0.0', 'minor', '0.1.0'],
    ['0.1.0', 'major', '1.0.0'],
    ['1.2.3', 'patch', '1.2.4'],
    ['1.2.3', 'none', '1.2.3'],
  ];
  for (const [from, bump, want] of table)
    test(`${from} + ${bump} = ${want}`, () => expect(nextVersion(from, bump)).toBe(want));
});
