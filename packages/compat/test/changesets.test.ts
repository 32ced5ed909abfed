// The pending release as the changesets libraries read it, the repository's own changesets config
// (one fixed group of the published packages), and `npm run version-packages` on a copy of the
// repository's manifests and changesets: every published package moves to the same next version.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  test('npm run version-packages moves every published package to the same next version', async () => {
    // A copy of the manifests and .changeset/ (never the real ones: `changeset version` consumes changesets).
    const dir = mkdtempSync(path.join(tmpdir(), 'version-packages-'));
    try {
      cpSync(path.join(root, '.changeset'), path.join(dir, '.changeset'), { recursive: true });
      writeFileSync(path.join(dir, 'package.json'), readFileSync(path.join(root, 'package.json')));
      for (const d of readdirSync(path.join(root, 'packages'))) {
        mkdirSync(path.join(dir, 'packages', d), { recursive: true });
        writeFileSync(
          path.join(dir, 'packages', d, 'package.json'),
          readFileSync(path.join(root, 'packages', d, 'package.json')),
        );
      }
      symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
      const pending = await pendingRelease(dir);
      expect(pending.covered).not.toBe('none');
      execFileSync('npm', ['run', 'version-packages', '--silent'], { cwd: dir, stdio: 'pipe' });
      const versionOf = (name: string) => {
        const d = name.split('/')[1]!;
        return (JSON.parse(readFileSync(path.join(dir, 'packages', d, 'package.json'), 'utf8')) as { version: string })
          .version;
      };
      const before = (await publishedPackages(root)).map((p) => p.version);
      const expected = nextVersion(before[0]!, pending.covered);
      for (const name of pending.group) expect(versionOf(name), name).toBe(expected);
      for (const name of pending.group)
        expect(readFileSync(path.join(dir, 'packages', name.split('/')[1]!, 'CHANGELOG.md'), 'utf8')).toContain(
          expected,
        );
      expect(versionOf('@energy-contracts/contracts')).toBe('0.0.0');
      expect(readdirSync(path.join(dir, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md')).toEqual(
        [],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
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
