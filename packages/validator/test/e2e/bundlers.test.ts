// A validator bundled by esbuild (--platform=node, the usual AWS Lambda build) must not build without
// a warning and then fail on the first call (`Cannot find module '#generated/...'`), as it does when
// generated modules are loaded through computed specifiers. Each test here bundles a
// small handler with a real bundler, copies the bundle to a directory with no node_modules above
// it, runs it with node and checks what it printed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '@energy-contracts/test-support/process';
import { afterAll, describe, expect, test } from 'vitest';
import { eventExamples, packageRoot } from '../support/contracts.js';

const payload = eventExamples('account.created', 'v1')[0]!.payload as Record<string, unknown>;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'validator-bundle-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

// The handler a user would write: imports the package by name, as from node_modules.
const project = path.join(work, 'project');
fs.mkdirSync(path.join(project, 'node_modules/@energy-contracts'), { recursive: true });
fs.symlinkSync(packageRoot, path.join(project, 'node_modules/@energy-contracts/validator'), 'dir');
fs.writeFileSync(
  path.join(project, 'package.json'),
  JSON.stringify({ name: 'handler', private: true, type: 'module' }),
);
fs.writeFileSync(
  path.join(project, 'handler.js'),
  `import { validateEvent, validateEnvelope, validateResponse } from '@energy-contracts/validator';
const payload = ${JSON.stringify(payload)};
const results = {
  valid: validateEvent('account.created', 'v1', payload),
  invalid: validateEvent('account.created', 'v1', { ...payload, account_number: 5 }),
  strict: validateEvent('account.created', 'v1', { ...payload, extra: 1 }, { strict: true }).errors.map((e) => e.path),
  unknown: validateEvent('acount.created', 'v1', payload).errors[0].message,
  envelope: validateEnvelope({ id: '0d9f5c1e-6a4b-4c39-9a55-4c1f3f1f1f1f', event_type: 'account.created', payload_version: 'v1', source: 'energy-platform', occurred_at: '2024-05-01T09:30:00Z', payload }).valid,
  response: validateResponse({ method: 'GET', path: '/v1/products/', status: 200, body: { count: 'x', next: null, previous: null, results: [] } }).errors.map((e) => e.path),
};
console.log(JSON.stringify(results));
`,
);

const expected = {
  valid: { valid: true, errors: [] },
  invalid: {
    valid: false,
    errors: [
      {
        path: '/account_number',
        message: '/account_number must be a string (got number)',
        keyword: 'type',
        schemaPath: '#/properties/account_number/type',
      },
    ],
  },
  strict: ['/extra'],
  unknown: expect.stringContaining('nearest known types: account.created'),
  envelope: true,
  response: ['/count'],
};

/** Copies the bundle alone into a fresh directory (no node_modules anywhere above it) and runs it. */
async function runAlone(bundle: string, name: string): Promise<unknown> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'validator-bundle-run-'));
  try {
    for (let d = dir; d !== path.dirname(d); d = path.dirname(d))
      expect(fs.existsSync(path.join(d, 'node_modules')), `${d}/node_modules`).toBe(false);
    const file = path.join(dir, name);
    fs.copyFileSync(bundle, file);
    const run = await runProcess(process.execPath, [file], { cwd: dir });
    expect(run.status, run.stderr).toBe(0);
    return JSON.parse(run.stdout) as unknown;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('a handler bundled with a real bundler runs from a directory without node_modules', () => {
  if (!fs.existsSync(path.join(packageRoot, 'dist/src/index.js')))
    throw new Error('build the package first (npm run build -w @energy-contracts/validator)');

  test.each([
    ['esm', 'handler.mjs'],
    ['cjs', 'handler.cjs'],
  ] as const)(
    'esbuild --bundle --platform=node --format=%s: no warning, a valid and an invalid event, envelopes and REST',
    async (format, name) => {
      const { build } = await import('esbuild');
      const outfile = path.join(work, `esbuild-${format}`, name);
      const result = await build({
        entryPoints: [path.join(project, 'handler.js')],
        bundle: true,
        platform: 'node',
        format,
        outfile,
        logLevel: 'silent',
        absWorkingDir: project,
      });
      expect(result.errors).toEqual([]);
      expect(result.warnings.map((w) => w.text)).toEqual([]);
      expect(await runAlone(outfile, name)).toEqual(expected);
    },
    120_000,
  );

  test('Vite (Rolldown) SSR build with every dependency bundled', async () => {
    const { build } = await import('vite');
    const outDir = path.join(work, 'vite');
    const warnings: string[] = [];
    await build({
      root: project,
      configFile: false,
      logLevel: 'silent',
      ssr: { noExternal: true },
      build: {
        ssr: path.join(project, 'handler.js'),
        outDir,
        emptyOutDir: true,
        minify: false,
        rollupOptions: { output: { entryFileNames: 'handler.mjs' }, onwarn: (w) => void warnings.push(w.message) },
      },
    });
    expect(warnings).toEqual([]);
    expect(await runAlone(path.join(outDir, 'handler.mjs'), 'handler.mjs')).toEqual(expected);
  }, 120_000);

  test('webpack 5, target node, every dependency bundled', async () => {
    const { default: webpack } = await import('webpack');
    const outDir = path.join(work, 'webpack');
    const stats = await new Promise<import('webpack').Stats>((resolve, reject) =>
      webpack(
        {
          mode: 'production',
          target: 'node',
          context: project,
          entry: path.join(project, 'handler.js'),
          output: { path: outDir, filename: 'handler.cjs' },
          optimization: { minimize: false },
        },
        (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result)),
      ),
    );
    const info = stats.toJson({ all: false, errors: true, warnings: true });
    expect(info.errors?.map((e) => e.message) ?? []).toEqual([]);
    expect(info.warnings?.map((w) => w.message) ?? []).toEqual([]);
    expect(await runAlone(path.join(outDir, 'handler.cjs'), 'handler.cjs')).toEqual(expected);
  }, 120_000);
});
