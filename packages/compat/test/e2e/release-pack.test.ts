// The dry-run release: each published package packs into a tarball that holds what its exports and
// bin promise and none of its sources or tests, and a clean project installs the tarballs (from the
// npm cache) and imports every entry point and runs every bin's --help. Needs the packages built
// (turbo runs ^build before this package's tests).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  type PackedPackage,
  type PublishedPackage,
  packPackages,
  publishedPackages,
  tarballProblems,
  undeclaredImports,
} from '../../src/release-pack.js';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('tarballProblems', () => {
  const table: [string, { manifest: Record<string, unknown>; files: string[]; want: RegExp[] }][] = [
    [
      'a complete tarball',
      {
        manifest: {
          exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
          bin: { x: './dist/cli.js' },
        },
        files: ['package.json', 'dist/index.d.ts', 'dist/index.js', 'dist/cli.js'],
        want: [],
      },
    ],
    [
      'a missing export target',
      {
        manifest: { exports: { '.': './dist/index.js' } },
        files: ['package.json'],
        want: [/exports target \.\/dist\/index\.js is not in the tarball/],
      },
    ],
    [
      'a missing bin',
      { manifest: { bin: './dist/cli.js' }, files: ['package.json'], want: [/bin target \.\/dist\/cli\.js/] },
    ],
    [
      'a pattern with no match',
      {
        manifest: { exports: { './schemas/*': './schemas/*' } },
        files: ['package.json'],
        want: [/pattern \.\/schemas\/\* matches no file/],
      },
    ],
    [
      'test and src files',
      {
        manifest: {},
        files: ['test/a.test.js', 'src/a.ts'],
        want: [/test\/a\.test\.js is source or test material/, /src\/a\.ts is source or test material/],
      },
    ],
    [
      'a TypeScript source outside src/',
      {
        manifest: {},
        files: ['generated/rest.ts', 'dist/rest.d.ts'],
        want: [/generated\/rest\.ts is a TypeScript source/],
      },
    ],
  ];
  for (const [name, { manifest, files, want }] of table) {
    test(name, () => {
      const problems = tarballProblems(manifest, files);
      expect(problems).toHaveLength(want.length);
      for (const [i, w] of want.entries()) expect(problems[i]).toMatch(w);
    });
  }
});

describe('npm pack of every published package, installed into a clean project', () => {
  let out: string;
  let project: string;
  let packages: PublishedPackage[];
  const packed: PackedPackage[] = [];
  beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'release-pack-'));
    project = mkdtempSync(path.join(tmpdir(), 'release-install-'));
    packages = await publishedPackages(root);
  });
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
    rmSync(project, { recursive: true, force: true });
  });

  test('the nine published packages are the ones released', () => {
    expect(packages.map((p) => p.name)).toEqual([
      '@energy-contracts/client',
      '@energy-contracts/contract-tests',
      '@energy-contracts/event-router',
      '@energy-contracts/event-schemas',
      '@energy-contracts/mock-server',
      '@energy-contracts/openapi',
      '@energy-contracts/schema-tools',
      '@energy-contracts/types',
      '@energy-contracts/validator',
    ]);
  });

  test('turbo builds each of them before these tests: a dependency of this package, or named in its turbo.json', () => {
    const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    const dependencies = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
    const turbo = readFileSync(path.join(import.meta.dirname, '../../turbo.json'), 'utf8');
    expect(
      packages.map((p) => p.name).filter((name) => !dependencies.has(name) && !turbo.includes(`"${name}#build"`)),
    ).toEqual([]);
  });

  test('each tarball holds what exports and bin promise, and no src/, test/ or TypeScript sources', async () => {
    packed.push(...(await packPackages(packages, out)));
    expect(packed.map((p) => p.name)).toEqual(packages.map((p) => p.name));
    for (const [i, pkg] of packages.entries()) {
      const p = packed[i]!;
      expect(p.files, pkg.name).toContain('package.json');
      expect(tarballProblems(pkg.manifest, p.files), pkg.name).toEqual([]);
      expect(undeclaredImports(pkg, p.files), pkg.name).toEqual([]);
    }
  }, 120_000);

  test('a clean project installs the tarballs, imports every entry point and runs every bin', () => {
    expect(packed).toHaveLength(packages.length);
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'clean-consumer', version: '1.0.0', private: true, type: 'module' }),
    );
    // vitest: the optional peer of the validator's matcher entry, at the version this repository tests with.
    const vitest = `vitest@${(JSON.parse(readFileSync(path.join(root, 'node_modules/vitest/package.json'), 'utf8')) as { version: string }).version}`;
    const install = (mode: string) =>
      spawnSync(
        'npm',
        ['install', mode, '--no-audit', '--no-fund', '--ignore-scripts', ...packed.map((p) => p.tarball), vitest],
        { cwd: project, encoding: 'utf8' },
      );
    // The cache holds the dependencies' tarballs after npm ci, but not always their registry metadata.
    let result = install('--offline');
    if (result.status !== 0) result = install('--prefer-offline');
    expect(result.status, result.stderr).toBe(0);

    // Every runtime entry point, imported by one node process in the clean project (one process per
    // entry cost ~30 node start-ups): each import is tried on its own and its error kept by name.
    const entries: [specifier: string, json: boolean][] = [];
    for (const pkg of packages) {
      for (const [subpath, target] of Object.entries((pkg.manifest.exports ?? {}) as Record<string, unknown>)) {
        const runtime =
          typeof target === 'string'
            ? target
            : ((target as Record<string, string>).default ?? (target as Record<string, string>).import);
        if (subpath.includes('*')) continue; // checked below with a real schema file
        if (runtime === undefined) continue; // a types-only entry (event-schemas "."): nothing to import at run time
        // Type-only modules (types/rest) import as empty namespaces; their types are checked by tsc below.
        entries.push([`${pkg.name}${subpath.slice(1)}`, runtime.endsWith('.json')]);
      }
    }
    expect(entries.length).toBeGreaterThanOrEqual(20);
    const importAll = `
      const failures = {};
      for (const [specifier, json] of ${JSON.stringify(entries)}) {
        try {
          if (json) { if ((await import(specifier, { with: { type: 'json' } })).default == null) failures[specifier] = 'a JSON module with no value'; }
          else await import(specifier);
        } catch (error) { failures[specifier] = String(error?.stack ?? error); }
      }
      console.log(JSON.stringify(failures));`;
    const imported = spawnSync(process.execPath, ['--input-type=module', '-e', importAll], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(imported.status, imported.stderr).toBe(0);
    expect(
      JSON.parse(imported.stdout.slice(imported.stdout.lastIndexOf('\n{') + 1)),
      'imports that failed, by specifier',
    ).toEqual({});
    for (const pkg of packages) {
      for (const [name] of Object.entries((pkg.manifest.bin ?? {}) as Record<string, string>)) {
        const bin = path.join(project, 'node_modules', '.bin', name);
        const help = execFileSync(bin, ['--help'], { cwd: project, encoding: 'utf8' });
        expect(help, name).toMatch(/usage/i);
      }
    }
    // Every entry point with a `types` condition type-checks from the clean project (tsc of this repository).
    const typed = packages.flatMap((pkg) =>
      Object.entries((pkg.manifest.exports ?? {}) as Record<string, unknown>)
        .filter(
          ([subpath, target]) =>
            !subpath.includes('*') && typeof target === 'object' && target !== null && 'types' in target,
        )
        .map(([subpath]) => `${pkg.name}${subpath.slice(1)}`),
    );
    expect(typed.length).toBeGreaterThanOrEqual(6);
    writeFileSync(
      path.join(project, 'check.ts'),
      typed
        .map((spec, i) => `import type * as m${i} from '${spec}';\nexport type T${i} = keyof typeof m${i};\n`)
        .join(''),
    );
    writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['check.ts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', project], {
      cwd: project,
      encoding: 'utf8',
    });
    expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);

    // A wildcard export, through a real file the catalogue names.
    const r = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `
      const cat = (await import('@energy-contracts/event-schemas/catalogue.json', { with: { type: 'json' } })).default;
      const first = JSON.stringify(cat).match(/schemas\\/[^"]+\\.json/)[0];
      const schema = (await import('@energy-contracts/event-schemas/' + first, { with: { type: 'json' } })).default;
      if (!schema.$schema) process.exit(3);`,
      ],
      { cwd: project, encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(0);
  }, 180_000);
});

describe('packPackages', () => {
  test('keeps the order it was given and names the package whose npm pack failed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pack-packages-'));
    try {
      const make = (name: string, manifest: string) => {
        const at = path.join(dir, name);
        mkdirSync(at);
        writeFileSync(path.join(at, 'package.json'), manifest);
        return { name, version: '1.0.0', dir: at, manifest: {} };
      };
      const good = [
        make('b-good', '{"name":"b-good","version":"1.0.0"}'),
        make('a-good', '{"name":"a-good","version":"1.0.0"}'),
      ];
      expect((await packPackages(good, dir)).map((p) => [p.name, path.basename(p.tarball), p.files])).toEqual([
        ['b-good', 'b-good-1.0.0.tgz', ['package.json']],
        ['a-good', 'a-good-1.0.0.tgz', ['package.json']],
      ]);
      // As under `npm run -s`, which passes a silent log level down to every npm it starts.
      vi.stubEnv('npm_config_loglevel', 'silent');
      await expect(packPackages([...good, make('broken', '{"name":')], dir)).rejects.toThrow(
        /^npm pack broken failed: .*JSON/s,
      );
    } finally {
      vi.unstubAllEnvs();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('undeclaredImports', () => {
  test('names an import the manifest does not declare, and allows builtins, relative and own imports', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'undeclared-'));
    try {
      writeFileSync(
        path.join(dir, 'a.js'),
        "import x from 'ajv';\nimport { y } from 'vitest';\nimport fs from 'node:fs';\nimport path from 'path';\nimport z from './z.js';\nconst w = await import('@scope/pkg/deep.js');\nimport self from 'me/sub';\n",
      );
      const pkg = {
        name: 'me',
        version: '1.0.0',
        dir,
        manifest: { dependencies: { ajv: '8' }, peerDependencies: { '@scope/pkg': '1' } },
      };
      expect(undeclaredImports(pkg, ['a.js', 'package.json'])).toEqual([
        'vitest: imported by a.js but not in dependencies or peerDependencies',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
