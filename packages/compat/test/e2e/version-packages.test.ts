// `npm run version-packages` (the changesets CLI, as the release runs it) on a copy of the repository's
// manifests and changesets: every published package moves to the same next version, with a changelog
// entry; the private ones stay at 0.0.0 and the changesets are consumed. The pending release and the
// fixed group it is computed from are test/changesets.test.ts, in process.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { nextVersion, pendingRelease } from '../../src/changesets.js';
import { publishedPackages } from '../../src/release-pack.js';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('this repository', () => {
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
