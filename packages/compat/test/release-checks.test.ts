// What a consumer would miss in a tarball (README, LICENSE, source maps' sources) and which
// exports a package not yet built lacks. publint and attw on real tarballs run in
// test/e2e/release-rehearsal.test.ts, through the release's pack step.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { consumerProblems, type PublishedPackage, publishedPackages, unbuiltTargets } from '../src/release-pack.js';

const dir = mkdtempSync(path.join(tmpdir(), 'release-checks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pkg(files: Record<string, string>, manifest: Record<string, unknown> = {}): PublishedPackage {
  const root = mkdtempSync(path.join(dir, 'pkg-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { name: '@energy-contracts/x', version: '0.0.0', dir: root, manifest };
}

const map = (sources: string[], sourcesContent?: string[]) =>
  JSON.stringify({ version: 3, file: 'index.js', sources, ...(sourcesContent && { sourcesContent }), mappings: '' });

describe('consumerProblems', () => {
  const table: [string, { files: Record<string, string>; want: string[] }][] = [
    ['README, LICENSE and no map', { files: { 'README.md': '', LICENSE: '' }, want: [] }],
    [
      'no README, no LICENSE',
      { files: { 'package.json': '{}' }, want: ['README.md is not in the tarball', 'LICENSE is not in the tarball'] },
    ],
    [
      'a map with its sources inlined',
      {
        files: { 'README.md': '', LICENSE: '', 'dist/index.js.map': map(['../src/index.ts'], ['export {}']) },
        want: [],
      },
    ],
    [
      'a map whose source is shipped beside it',
      {
        files: { 'README.md': '', LICENSE: '', 'dist/index.js.map': map(['index.mjs']), 'dist/index.mjs': '' },
        want: [],
      },
    ],
    [
      'a declaration map pointing at src/, which is not shipped',
      {
        files: { 'README.md': '', LICENSE: '', 'dist/index.d.ts.map': map(['../src/index.ts']) },
        want: ['dist/index.d.ts.map maps to ../src/index.ts, neither shipped nor in sourcesContent'],
      },
    ],
  ];
  for (const [name, { files, want }] of table) {
    test(name, () => expect(consumerProblems(pkg(files), Object.keys(files))).toEqual(want));
  }
});

describe('unbuiltTargets', () => {
  test('exports and bin targets missing on disk, patterns by their folder', () => {
    const manifest = {
      exports: {
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './schemas/*': './generated/schemas/*',
      },
      bin: { x: 'dist/cli.js' },
    };
    expect(unbuiltTargets(pkg({}, manifest))).toEqual([
      './dist/index.d.ts',
      './dist/index.js',
      './generated/schemas/*',
      'dist/cli.js',
    ]);
    expect(
      unbuiltTargets(
        pkg(
          { 'dist/index.d.ts': '', 'dist/index.js': '', 'generated/schemas/a.json': '{}', 'dist/cli.js': '' },
          manifest,
        ),
      ),
    ).toEqual([]);
  });
});

describe('each published README, as a registry shows it', async () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const pkgs = await publishedPackages(root);
  test('there are nine', () => expect(pkgs).toHaveLength(9));
  for (const { name, dir } of pkgs) {
    const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
    test(`${name}: opens with its install command`, () =>
      expect(readme.startsWith(`# ${name}\n\n\`\`\`bash\nnpm install ${name}\n\`\`\`\n`)).toBe(true));
    test(`${name}: links only to absolute URLs or its own headings (no repository paths)`, () => {
      const targets = [...readme.matchAll(/\]\(([^)\s]+)[^)]*\)/g)].map((m) => m[1]!);
      expect(targets.filter((t) => !/^(https?:\/\/|#)/.test(t))).toEqual([]);
    });
    test(`${name}: says it is ES modules only (or plain JSON) and which module settings work`, () => {
      expect(readme).toMatch(/ES modules only|plain JSON behind `exports`/);
      expect(readme).toContain('"moduleResolution": "node"');
      expect(readme).not.toMatch(/not on a registry yet/i);
    });
  }
});
