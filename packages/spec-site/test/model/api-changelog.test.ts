// The API changelog: from the released contracts (git tags of the OpenAPI package) through the
// schema evolution guard's comparison, newest first; before any release, one "Initial release".
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { loadContract } from '../../src/build/load-contract.js';
import {
  apiChangelog,
  type ContractRelease,
  listContract,
  readReleasedContracts,
  RELEASE_TAG_PREFIX,
  specsDate,
} from '../../src/model/api-changelog.js';
import { changelogPage } from '../../src/render/changelog-page.js';

const current = { version: 'unreleased', date: '2026-11-26', ...loadContract() };
type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: Record<string, Record<string, unknown>>;
};
const clone = (r: ContractRelease, version: string, date: string) => ({ ...structuredClone(r), version, date });

describe('apiChangelog', () => {
  test('before any release: one entry, the initial release, listing the contract as it is', () => {
    const entries = apiChangelog([], current);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.version).toBe('unreleased');
    expect(entries[0]!.initial?.operations).toHaveLength(27);
    expect(entries[0]!.initial?.events).toHaveLength(265);
    expect(entries[0]!.initial?.operations).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/accounts/{account_number}/', operationId: 'getAccount' }),
    );
    const page = changelogPage(entries).main.value;
    expect(page).toContain('Initial release');
    expect(page).toContain('href="../rest/getAccount/"');
  });

  test('releases: the first lists the contract, each later one what the guard finds, the changes since the last are "Unreleased"', () => {
    const v1 = clone(current, '1.0.0', '2026-12-01');
    const openapi1 = v1.openapi as unknown as Doc;
    delete openapi1.paths['/industry/grid-supply-points/'];
    const account = openapi1.components.schemas!.Account as { properties: Record<string, unknown> };
    delete account.properties.properties;
    const v2 = clone(current, '1.1.0', '2027-01-10');
    const deprecated = clone(current, 'unreleased', '2027-02-01');
    (deprecated.openapi as unknown as Doc).paths['/products/']!.get!.deprecated = true;

    const entries = apiChangelog([v1, v2], deprecated);
    expect(entries.map((e) => [e.version, e.date])).toEqual([
      ['unreleased', '2027-02-01'],
      ['1.1.0', '2027-01-10'],
      ['1.0.0', '2026-12-01'],
    ]);
    expect(entries[2]!.initial?.operations).toHaveLength(26);
    const whats = entries[1]!.changes.map((c) => `${c.contract} ${c.class} ${c.what}`);
    expect(whats).toContain('rest minor operation GET /industry/grid-supply-points/ added');
    expect(whats).toContain('rest minor properties: required field added');
    expect(entries[0]!.changes.map((c) => c.what)).toEqual(['operation deprecated changed']);

    const page = changelogPage(entries).main.value;
    expect(page.indexOf('Unreleased')).toBeLessThan(page.indexOf('1.1.0'));
    expect(page).toContain('<span class="badge badge-minor">Addition</span>');
  });

  test('a new event version is an entry of the events', () => {
    const before = clone(current, '1.0.0', '2026-12-01');
    const messages = (before.asyncapi as unknown as Doc).components.messages!;
    delete messages.AgreementRevokedV2;
    const entries = apiChangelog([before], current);
    expect(entries[0]!.changes).toContainEqual(
      expect.objectContaining({ contract: 'events', location: 'agreement.revoked@v2', what: 'new payload version' }),
    );
    expect(changelogPage(entries).main.value).toContain('href="../events/agreement.revoked/v2/"');
  });

  test('listContract: operations with method, path and summary; events by type and version', () => {
    const listing = listContract(current);
    expect(listing.events[0]).toEqual({
      type: expect.any(String),
      version: expect.stringMatching(/^(v\d+|\d+\.\d+\.\d+)$/),
    });
    expect(listing.operations.every((o) => o.summary !== '' && o.operationId !== '')).toBe(true);
  });
});

describe('specsDate', () => {
  test('the day of the last commit of the top-level specs/, from any directory of the repository', () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const date = specsDate(here);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(specsDate(fileURLToPath(new URL('../../../..', import.meta.url)))).toBe(date);
  });
});

// A small contract of both kinds, in files with a $ref between them as specs/ is written: the test
// is about tags, dates and bundling at a commit, which do not need the whole contract.
const SMALL_OPENAPI = `openapi: 3.1.0
info: {title: Small API, version: 1.0.0, description: A small contract.}
servers: [{url: 'https://api.example.test/v1'}]
paths:
  /products/:
    $ref: './openapi/paths/products.yaml#/products'
`;
const SMALL_PRODUCTS = `products:
  get:
    operationId: listProducts
    summary: List products.
    description: Lists products.
    responses:
      '200':
        description: The products.
        content:
          application/json:
            schema: {type: object, required: [count], properties: {count: {type: integer}}}
`;
const SMALL_ASYNCAPI = `asyncapi: 3.0.0
info: {title: Small events, version: 0.1.0}
channels:
  demo.created:
    address: demo.created
    messages:
      DemoCreatedV1: {$ref: '#/components/messages/DemoCreatedV1'}
components:
  messages:
    DemoCreatedV1:
      name: demo.created
      title: demo.created v1
      headers:
        type: object
        properties:
          event_type: {type: string, const: demo.created}
          payload_version: {type: string, const: v1}
      payload: {type: object, required: [id], properties: {id: {type: string}}}
`;

describe('readReleasedContracts', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'spec-site-changelog-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (args: string[], date: string) => {
    const run = spawnSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: `${date}T12:00:00Z`,
        GIT_COMMITTER_DATE: `${date}T12:00:00Z`,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.invalid',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.invalid',
      },
    });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  };
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  };

  test('each release tag of the OpenAPI package, oldest first, bundled and dated by its commit', () => {
    git(['init', '-q'], '2026-12-01');
    write('specs/openapi.yaml', SMALL_OPENAPI);
    write('specs/openapi/paths/products.yaml', SMALL_PRODUCTS);
    write('specs/asyncapi.yaml', SMALL_ASYNCAPI);
    git(['add', '-A'], '2026-12-01');
    git(['commit', '-qm', 'first'], '2026-12-01');
    git(['tag', `${RELEASE_TAG_PREFIX}1.0.0`], '2026-12-01');
    write(
      'specs/openapi/paths/products.yaml',
      SMALL_PRODUCTS.replace('    summary:', '    deprecated: true\n    summary:'),
    );
    git(['commit', '-qam', 'second'], '2027-01-10');
    git(['tag', `${RELEASE_TAG_PREFIX}1.10.0`], '2027-01-10');
    git(['tag', 'unrelated-tag'], '2027-01-10');

    const releases = readReleasedContracts(repo);
    expect(releases.map((r) => [r.version, r.date])).toEqual([
      ['1.0.0', '2026-12-01'],
      ['1.10.0', '2027-01-10'],
    ]);
    // Bundled: the path item's $ref into another file is resolved.
    expect(listContract(releases[0]!)).toEqual({
      operations: [{ method: 'GET', path: '/products/', summary: 'List products.', operationId: 'listProducts' }],
      events: [{ type: 'demo.created', version: 'v1' }],
    });
    const entries = apiChangelog(releases, { ...releases[1]!, version: 'unreleased' });
    expect(entries.map((e) => e.version)).toEqual(['1.10.0', '1.0.0']);
    expect(entries[0]!.changes.map((c) => c.what)).toEqual(['operation deprecated changed']);
  }, 60_000);
});
