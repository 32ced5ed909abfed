// The package entry point as consumers load it: the built dist/src/index.js in a fresh node
// process. Cold start is what `import { validateEvent }` loads, so the set of modules is asserted
// exactly, dependencies' files included (named by package, wherever npm installed them); the
// envelope, REST and request functions must load their modules only when called.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { packageRoot } from './support/contracts.js';

const entry = path.join(packageRoot, 'dist/src/index.js');

/**
 * A loaded file named by what it is, not by where npm happened to install it: a dependency's file
 * by its package and its path inside it (`@hyperjump/json-pointer/lib/index.js`, hoisted or
 * nested), a workspace file relative to this package (`../schema-tools/dist/src/json-pointer.js`).
 */
function loadedName(file: string): string {
  const inDependency = file.lastIndexOf('/node_modules/');
  return inDependency === -1 ? path.relative(packageRoot, file) : file.slice(inDependency + '/node_modules/'.length);
}

/** Runs `code` (ESM) in a fresh node process; returns its stdout and every file it loaded (loadedName). */
function run(code: string): { out: string; loaded: string[] } {
  if (!fs.existsSync(entry))
    throw new Error(`${entry} is missing: run npm run build -w @energy-contracts/validator first`);
  // NODE_DEBUG=esm logs each ES module it translates (static imports), NODE_DEBUG=module each
  // file require() loads (require(esm) of the lazy modules and the generated validators).
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: packageRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_DEBUG: 'esm,module' },
  });
  if (r.status !== 0) throw new Error(`child failed (${r.status}): ${r.stderr.slice(-2000)}`);
  const files = new Set<string>();
  for (const line of r.stderr.split('\n')) {
    const url = /Translating StandardModule (file:\/\/\S+)/.exec(line)?.[1];
    const file = url === undefined ? /^MODULE \d+: load "([^"]+)" for module/.exec(line)?.[1] : fileURLToPath(url);
    if (file !== undefined) files.add(loadedName(file));
  }
  if (files.size === 0)
    throw new Error(`no module loads found in NODE_DEBUG output (did its format change?):\n${r.stderr.slice(0, 2000)}`);
  return { out: r.stdout, loaded: [...files].sort() };
}

// query-period.js: the period rule's messages (PERIOD_TO_WITHOUT_FROM is exported), shared with the
// mock server; it imports nothing.
const EVENT_PATH = [
  '../schema-tools/dist/src/query-period.js',
  'dist/src/errors.js',
  'dist/src/events.js',
  'dist/src/generated.js',
  'dist/src/index.js',
  'dist/src/json-safety.js',
  'dist/src/lazy-modules.cjs',
  'generated/index.js',
  'generated/modules.cjs',
];

// Each test starts a node process that loads the package (all 265 event modules for the preload),
// hence the budget of its own.
describe('the entry point loads only what a call needs', { timeout: 30_000 }, () => {
  test.each([
    ['import alone', { code: '', want: EVENT_PATH }],
    [
      'one validateEvent: plus that event version module, nothing of REST or envelopes',
      {
        code: `if (!m.validateEvent('account.created', 'v1', { account_number: 'A-1A2B3C4D', account_user_emails: [] }).valid) process.exit(3);`,
        want: [...EVENT_PATH, 'generated/events/account.created/v1.js', 'generated/module-map.cjs'].sort(),
      },
    ],
    [
      'an invalid result: plus the JSON Pointer helpers of schema-tools, nothing else',
      {
        code: `if (m.validateEvent('account.created', 'v1', { account_number: 7, account_user_emails: [] }).errors[0].path !== '/account_number') process.exit(3);`,
        want: [
          ...EVENT_PATH,
          '../schema-tools/dist/src/json-pointer.js',
          '@hyperjump/json-pointer/lib/index.js',
          'generated/events/account.created/v1.js',
          'generated/module-map.cjs',
        ].sort(),
      },
    ],
    [
      'an unknown type whose message is read: plus the nearest-name index, no event module',
      {
        code: `if (!m.validateEvent('acount.created', 'v1', {}).errors[0].message.includes('account.created')) process.exit(3);`,
        want: [...EVENT_PATH, '../schema-tools/dist/src/nearest-names.js'].sort(),
      },
    ],
    [
      'validateResponse: plus the REST modules (with the JSON Pointer helpers), route table, that response module and the Ajv runtime helper it requires',
      {
        code: `m.validateResponse({ method: 'GET', path: '/v1/products/', status: 404, body: { detail: 'Not found.' } });`,
        want: [
          ...EVENT_PATH,
          '../schema-tools/dist/src/json-pointer.js',
          '@hyperjump/json-pointer/lib/index.js',
          'ajv/dist/runtime/ucs2length.js',
          'dist/src/rest.js',
          'dist/src/routes.js',
          'dist/src/text-values.js',
          'generated/module-map.cjs',
          'generated/operations.js',
          'generated/rest/listProducts/404.js',
        ].sort(),
      },
    ],
  ])('%s', (_name, { code, want }) => {
    const { loaded } = run(`import * as m from ${JSON.stringify(entry)};\n${code}`);
    expect(loaded).toEqual(want);
  });
});

describe('the lazily loaded functions answer through the entry point', { timeout: 30_000 }, () => {
  test('envelope, response, request and routes', () => {
    const { out } = run(`import * as m from ${JSON.stringify(entry)};
const results = [
  m.validateEnvelope({}).errors[0].path,
  m.validateResponse({ method: 'GET', path: '/v1/products/', status: 200, body: { count: 'x', next: null, previous: null, results: [] } }).errors[0].path,
  m.validateRequest({ method: 'GET', path: '/v1/products/', query: { page_size: '2000' } }, { strict: true }).errors[0].path,
  m.validateRequest({ method: 'GET', path: '/v1/products/?is_green=True&page_size=2000' }).valid,
  m.matchRoute('GET', '/v1/products/P/').operation.operationId,
  m.parseRequestPath('https://host/v1/products/?page=2'),
  m.PERIOD_TO_WITHOUT_FROM,
];
process.stdout.write(JSON.stringify(results));`);
    expect(JSON.parse(out)).toEqual([
      '/id',
      '/count',
      '/query/page_size',
      true,
      'getProduct',
      { path: '/products/', query: 'page=2' },
      'period_to is only valid together with period_from.',
    ]);
  });

  test('preloadEventValidators loads every event module once, and the sync API then uses the same instances', () => {
    const { out, loaded } = run(`import * as m from ${JSON.stringify(entry)};
const n = await m.preloadEventValidators();
const ns = await import('./generated/events/account.created/v1.js');
process.stdout.write(JSON.stringify([n, m.eventValidator('account.created', 'v1') === ns.validate]));`);
    expect(JSON.parse(out)).toEqual([265, true]);
    expect(loaded.filter((f) => f.startsWith('generated/events/')).length).toBe(265);
  });
});
