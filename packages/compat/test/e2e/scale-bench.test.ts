// The scale bench's README quick run, verbatim: two copies of the repository, 1x and 2x of the
// catalogue through contracts#build and event-schemas#build, each built by turbo.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { fencedBlocks } from '@energy-contracts/test-support/readme';
import { describe, expect, test } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../../..');

describe('README: the quick run', () => {
  test('prints the table for 1x and 2x, with twice the payloads at 2x, and removes its copies', () => {
    const readme = readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
    const blocks = fencedBlocks(readme, 'sh', '## Scale bench').map((block) => block.trim());
    expect(blocks).toEqual([
      'npm run bench:scale -- --factors 1,2 --only catalogue --no-warm-up   # a quick check of the bench: 1x and 2x, event schemas only',
    ]);
    const r = spawnSync('sh', ['-c', blocks[0]!.replace(/\s+#.*$/, '')], { cwd: repo, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const payloads = contractReader(import.meta.url).read<unknown[]>('catalogue').length;
    // npm prints its own banner first; the table starts at its header.
    const lines = r.stdout.trim().split('\n');
    lines.splice(
      0,
      lines.findIndex((l) => l.startsWith('measurement')),
    );
    expect(lines[0]).toMatch(/^measurement +1x +2x$/);
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^payloads \\(type, version\\) +${payloads} +${2 * payloads} \\(2\\.00x\\)$`)),
    );
    expect(
      lines.filter((l) => /^build (contracts|event-schemas)#build \(ms\) +\d+ +\d+ \(\d+\.\d\dx\)$/.test(l)),
    ).toHaveLength(2);
    expect(lines).toContainEqual(expect.stringMatching(/^build, all tasks \(ms\) +\d+ +\d+ \(\d+\.\d\dx\)$/));
    expect(lines.at(-1)).toMatch(
      /^load average \(1, 5, 15 min\) before -> after: 1x build: [\d. ]+ -> [\d. ]+; 2x build: [\d. ]+ -> [\d. ]+$/,
    );
    const copies = [...new Set([...r.stderr.matchAll(/payloads in (\S+); /g)].map((m) => m[1]!))];
    expect(copies).toHaveLength(2);
    for (const dir of copies) expect(existsSync(dir), dir).toBe(false);
  }, 300_000);
});
