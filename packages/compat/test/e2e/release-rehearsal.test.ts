// The release, done for real against a local registry: Verdaccio on 127.0.0.1 (no uplinks, its
// storage in a temporary folder), a git clone of HEAD with this working tree's build output, and
// `npm run release -- --skip-build-and-test` run there with the credentials the root README
// documents (a user .npmrc line reading NPM_TOKEN). Then a new project installs the nine packages
// from that registry (third-party dependencies from the public registry or npm's cache) and uses
// them as a consumer would. Needs the packages built (`npm run build`); run by `npm run test:release`.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runProcess } from '@energy-contracts/test-support/process';
import { fencedBlocks } from '@energy-contracts/test-support/readme';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTRACT_PACKAGES } from '../../src/changesets.js';
import { publishedPackages } from '../../src/release-pack.js';
import { linkNodeModules } from '../../src/scale-bench.js';
import { type LocalRegistry, startLocalRegistry } from './support/local-registry.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const work = mkdtempSync(path.join(tmpdir(), 'release-rehearsal-'));
const clone = path.join(work, 'repo');
const consumer = path.join(work, 'consumer');
const userconfig = path.join(work, 'user.npmrc');
const identity = {
  GIT_AUTHOR_NAME: 'Release Rehearsal',
  GIT_AUTHOR_EMAIL: 'rehearsal@example.invalid',
  GIT_COMMITTER_NAME: 'Release Rehearsal',
  GIT_COMMITTER_EMAIL: 'rehearsal@example.invalid',
};
let registry: LocalRegistry;
let version = '';
let release: Awaited<ReturnType<typeof runProcess>> | undefined;
/** The integrity of each package's tarball as the local registry serves it, by name. */
const integrity = new Map<string, string>();

function git(args: string[], cwd = clone): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/** The clone's published package folders, by name. */
const packageDirs = new Map<string, string>();

beforeAll(async () => {
  registry = await startLocalRegistry(path.join(work, 'registry'));
  git(['clone', '--quiet', root, clone], work);
  // The release's build and test steps are skipped (the caller has just run them): the clone gets
  // this working tree's build output, which git does not track.
  for (const pkg of await publishedPackages(root)) {
    const rel = path.relative(root, pkg.dir);
    packageDirs.set(pkg.name, path.join(clone, rel));
    for (const built of ['dist', 'generated']) {
      const from = path.join(pkg.dir, built);
      if (!existsSync(from) || git(['ls-files', path.join(rel, built)], root) !== '') continue;
      cpSync(from, path.join(clone, rel, built), { recursive: true });
    }
  }
  linkNodeModules(root, clone);
  // The credentials as the root README's Releasing section gives them for a registry other than
  // npmjs.org: the scope's registry and a token line reading NPM_TOKEN, in the user .npmrc.
  const [, other] = fencedBlocks(readFileSync(path.join(root, 'README.md'), 'utf8'), 'ini', '## Releasing');
  expect(other).toMatch(/_authToken=\$\{NPM_TOKEN\}/);
  writeFileSync(
    userconfig,
    other!
      .replaceAll('https://registry.example.com/', registry.url)
      .replaceAll('//registry.example.com/', registry.url.replace(/^https?:/, '')),
  );
}, 120_000);

afterAll(async () => {
  await registry?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run release against a local registry', () => {
  test('releases the nine packages from the clone', async () => {
    expect([...packageDirs.keys()].sort()).toEqual([...CONTRACT_PACKAGES].sort());
    // The README's command, with the flag it documents for a caller that has just built and tested.
    const [steps] = fencedBlocks(readFileSync(path.join(root, 'README.md'), 'utf8'), 'sh', '## Releasing');
    expect(steps!.trim().split('\n')).toEqual(['npm run release', 'git push --follow-tags']);
    release = await runProcess('npm', ['run', 'release', '--', '--skip-build-and-test'], {
      cwd: clone,
      env: { ...identity, NPM_TOKEN: registry.token, npm_config_userconfig: userconfig, CI: 'true' },
    });
    expect(release.status, `${release.stdout}\n${release.stderr}`).toBe(0);
    // Progress: each step announced in turn, and the registry it publishes to.
    const done = [...release.stdout.matchAll(/^release \[(\d+)\/7\] (\w+)/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(done).toEqual(['1 checks', '2 tarballs', '3 version', '4 lockfile', '5 commit', '6 publish']);
    expect(release.stdout).toContain(`publishing to ${registry.url} as rehearsal`);
  }, 600_000);

  test('all nine at one version; each tag names the bump commit, whose package.json has that version', () => {
    expect(release?.status).toBe(0);
    const versions = new Map(
      [...packageDirs].map(([name, dir]) => [
        name,
        (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version,
      ]),
    );
    version = [...versions.values()][0]!;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(version).not.toBe('0.0.0');
    expect(new Set(versions.values())).toEqual(new Set([version]));
    const head = git(['rev-parse', 'HEAD']);
    expect(git(['status', '--porcelain'])).toBe('');
    expect(git(['log', '-1', '--format=%s'])).toMatch(new RegExp(`^Release ${version.replaceAll('.', '\\.')}`));
    const lock = JSON.parse(git(['show', 'HEAD:package-lock.json'])) as {
      packages: Record<string, { version?: string }>;
    };
    for (const [name, dir] of packageDirs) {
      const tag = `${name}@${version}`;
      expect(git(['rev-list', '-n', '1', tag]), tag).toBe(head);
      const rel = path.relative(clone, dir);
      const atTag = JSON.parse(git(['show', `${tag}:${rel}/package.json`])) as { version: string };
      expect(atTag.version, tag).toBe(version);
      expect(lock.packages[rel]?.version, `package-lock.json ${rel}`).toBe(version);
      expect(existsSync(path.join(dir, 'CHANGELOG.md')), `${rel}/CHANGELOG.md`).toBe(true);
    }
    expect(readFileSync(path.join(clone, '.changeset', 'config.json'), 'utf8')).toContain('fixed');
    expect(
      git(['ls-files', '.changeset'])
        .split('\n')
        .filter((f) => f.endsWith('.md') && !f.endsWith('README.md')),
    ).toEqual([]);
  });

  test('the registry serves each package at that version, with README, LICENSE and CHANGELOG.md', async () => {
    expect(version).not.toBe('');
    for (const name of packageDirs.keys()) {
      const response = await fetch(`${registry.url}${name.replace('/', '%2f')}`, {
        signal: AbortSignal.timeout(30_000),
      });
      expect(response.status, name).toBe(200);
      const doc = (await response.json()) as { 'dist-tags': { latest: string }; versions: Record<string, unknown> };
      expect(doc['dist-tags'].latest, name).toBe(version);
      const manifest = doc.versions[version] as {
        dist: { tarball: string; integrity: string };
        dependencies?: Record<string, string>;
      };
      integrity.set(name, manifest.dist.integrity);
      for (const [dep, range] of Object.entries(manifest.dependencies ?? {})) {
        if (dep.startsWith('@energy-contracts/')) expect(range, `${name} -> ${dep}`).toBe(version);
        else expect(range, `${name} -> ${dep}`).toMatch(/^\^/);
      }
      const tarball = path.join(work, `${name.replace('/', '-')}.tgz`);
      const bytes = await fetch(manifest.dist.tarball, { signal: AbortSignal.timeout(30_000) });
      writeFileSync(tarball, Buffer.from(await bytes.arrayBuffer()));
      const files = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).split('\n');
      for (const file of ['package/README.md', 'package/LICENSE', 'package/CHANGELOG.md'])
        expect(files, `${name}: ${file}`).toContain(file);
    }
  });
});

describe('a new project installs the packages from the registry', () => {
  let mock: ReturnType<typeof spawn> | undefined;
  let baseUrl = '';

  beforeAll(async () => {
    expect(version).not.toBe('');
    mkdirSync(consumer, { recursive: true });
    writeFileSync(
      path.join(consumer, 'package.json'),
      JSON.stringify({ name: 'rehearsal-consumer', version: '1.0.0', private: true, type: 'module' }, null, 2),
    );
    // The scope comes from the local registry; everything else from the public registry (or npm's cache).
    writeFileSync(path.join(consumer, '.npmrc'), `@energy-contracts:registry=${registry.url}\n`);
    // Each package README's first block is its install command: the nine, run as one.
    const names = [...packageDirs].map(([name, dir]) => {
      const [install] = fencedBlocks(
        readFileSync(path.join(root, path.relative(clone, dir), 'README.md'), 'utf8'),
        'bash',
      );
      expect(install, name).toBe(`npm install ${name}\n`);
      return name;
    });
    const install = await runProcess('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...names], {
      cwd: consumer,
      env: { npm_config_userconfig: path.join(work, 'empty.npmrc') },
    });
    expect(install.status, install.stderr).toBe(0);
  }, 300_000);

  afterAll(async () => {
    if (mock && mock.exitCode === null) {
      const exited = new Promise((resolve) => mock!.once('exit', resolve));
      mock.kill('SIGTERM');
      const timer = setTimeout(() => mock!.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  });

  test('each package is the tarball the local registry serves, at the released version', () => {
    const lock = JSON.parse(readFileSync(path.join(consumer, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string; integrity: string }>;
    };
    for (const name of packageDirs.keys()) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry?.version, name).toBe(version);
      // This release's tarballs exist nowhere else: the same integrity is the same bytes.
      expect(entry?.integrity, name).toBe(integrity.get(name));
    }
  });

  const tsFile = `import type { components, paths } from '@energy-contracts/types/rest';
import { isEvent, type PlatformEvent } from '@energy-contracts/types/events';
import { createEnergyClient, londonMonth } from '@energy-contracts/client';
import { validateEvent } from '@energy-contracts/validator';
import { createEventRouter } from '@energy-contracts/event-router';

type Product = components['schemas']['Product'];
type Rates = paths['/products/{product_code}/electricity-tariffs/{tariff_code}/standard-unit-rates/']['get'];

export function describeEvent(event: PlatformEvent): string {
  if (isEvent(event, 'agreement.revoked', 'v2')) return event.payload.account_number;
  switch (event.event_type) {
    case 'account.created':
      return event.payload.account_number;
    default:
      return event.event_type;
  }
}

export const name = (product: Product): string => product.display_name;
export type RateQuery = Rates['parameters']['query'];
export const client = createEnergyClient({ baseUrl: 'http://127.0.0.1:4010/v1/' });
export const period: { period_from: string; period_to: string } = londonMonth('2024-07');
export const valid: boolean = validateEvent('account.created', 'v1', {}).valid;
export const router = createEventRouter().on('account.created', 'v1', (payload) => {
  const account: string = payload.account_number;
  return void account;
});
`;

  for (const [kind, options] of [
    ['module node16', { module: 'node16', moduleResolution: 'node16' }],
    ['moduleResolution bundler', { module: 'esnext', moduleResolution: 'bundler' }],
  ] as const) {
    test(`tsc --strict type-checks REST types and the event union (${kind})`, async () => {
      const dir = path.join(consumer, `tsc-${options.moduleResolution}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'consumer.ts'), tsFile);
      writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: { ...options, target: 'es2022', strict: true, noEmit: true, skipLibCheck: false, types: [] },
          files: ['consumer.ts'],
        }),
      );
      const tsc = await runProcess(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], {
        cwd: consumer,
      });
      expect(tsc.status, tsc.stdout).toBe(0);
    }, 180_000);
  }

  test('the validator CLI checks an example payload, and rejects a broken one', async () => {
    const example = path.join(root, 'specs/asyncapi/examples/account.created/v1.full.payload.json');
    const bin = path.join(consumer, 'node_modules/.bin/energy-contracts-validate');
    const ok = await runProcess(bin, ['--event', 'account.created@v1', example], { cwd: consumer });
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    const broken = path.join(consumer, 'broken.json');
    writeFileSync(broken, JSON.stringify({ account_number: 5 }));
    const bad = await runProcess(bin, ['--event', 'account.created@v1', broken], { cwd: consumer });
    expect(bad.status).toBe(1);
    expect(bad.stdout + bad.stderr).toContain('/account_number');
  }, 60_000);

  test('the mock server CLI starts on a free port and the contract-test CLI passes against it (JUnit written)', async () => {
    mock = spawn(
      path.join(consumer, 'node_modules/.bin/energy-mock-server'),
      ['--port', '0', '--quiet', '--now', '2024-08-01T12:00:00Z'],
      { cwd: consumer, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let banner = '';
    baseUrl = await new Promise<string>((resolve, reject) => {
      mock!.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        banner += chunk;
        const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/v1\/)/.exec(banner)?.[1];
        if (url) resolve(url);
      });
      mock!.once('exit', (code) => reject(new Error(`energy-mock-server exited with ${code}: ${banner}`)));
    });
    const junit = path.join(consumer, 'contract-test-results.xml');
    const run = await runProcess(
      path.join(consumer, 'node_modules/.bin/energy-contract-test'),
      [
        '--base-url',
        baseUrl,
        '--reporter',
        'junit',
        '--output',
        junit,
        '--max-duration',
        '240',
        '--account-number',
        'A-1A2B3C4D',
      ],
      { cwd: consumer, env: { ENERGY_API_KEY: 'sk_test_energy_contracts_demo_key' } },
    );
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/<testsuite[^>]* failures="0"/);
    expect(Number(/tests="(\d+)"/.exec(xml)?.[1])).toBeGreaterThan(10);
  }, 300_000);

  test('the client paginates a month of half-hourly rates from the mock', async () => {
    expect(baseUrl).not.toBe('');
    const script = path.join(consumer, 'paginate.mjs');
    writeFileSync(
      script,
      `import { createEnergyClient, londonMonth } from '@energy-contracts/client';
const client = createEnergyClient({ baseUrl: process.argv[2] });
let records = 0;
let pages = 0;
const from = new Set();
for await (const rate of client.paginate('listElectricityStandardUnitRates', { product_code: 'AGILE-24-04-03', tariff_code: 'E-1R-AGILE-24-04-03-C', page_size: 500, ...londonMonth('2024-07') })) {
  records++;
  from.add(String(rate.valid_from));
}
console.log(JSON.stringify({ records, distinct: from.size }));
`,
    );
    const run = await runProcess(process.execPath, [script, baseUrl], { cwd: consumer });
    expect(run.status, run.stderr).toBe(0);
    // July has 31 London days of 48 half-hours each.
    expect(JSON.parse(run.stdout)).toEqual({ records: 31 * 48, distinct: 31 * 48 });
  }, 60_000);

  test('the event router handles an SQS batch and reports the failed record', async () => {
    const payload = readFileSync(
      path.join(root, 'specs/asyncapi/examples/account.created/v1.full.payload.json'),
      'utf8',
    );
    const script = path.join(consumer, 'sqs.mjs');
    writeFileSync(
      script,
      `import { createEventRouter } from '@energy-contracts/event-router';
const payload = ${payload.trim()};
const envelope = (id) => ({ id, event_type: 'account.created', payload_version: 'v1', source: 'energy-platform', occurred_at: '2024-05-01T09:30:00Z', payload });
const seen = [];
const router = createEventRouter().on('account.created', 'v1', (p, e) => {
  if (e.id.endsWith('2')) throw new Error('mail server down');
  seen.push(p.account_number);
});
const record = (messageId, body) => ({ messageId, eventSource: 'aws:sqs', body: JSON.stringify(body) });
const result = await router.handle({ Records: [
  record('m-1', envelope('0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f11')),
  record('m-2', envelope('0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f12')),
] });
console.log(JSON.stringify({ statuses: result.outcomes.map((o) => o.status), batchItemFailures: result.batchItemFailures, seen }));
`,
    );
    const run = await runProcess(process.execPath, [script], { cwd: consumer });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      statuses: ['handled', 'failed'],
      batchItemFailures: [{ itemIdentifier: 'm-2' }],
      seen: [(JSON.parse(payload) as { account_number: string }).account_number],
    });
  }, 60_000);
});
