// The built site: a page for every operation and every event version, pages that are well
// formed for readers and assistive technology, the published schemas beside the event pages, and
// the weight of the heaviest page.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, test } from 'vitest';
import { buildSite } from '../../src/build/build-site.js';
import { loadContract, type LoadedContract } from '../../src/build/load-contract.js';
import { readRestContract } from '../../src/model/rest-operations.js';
import { eventPath, eventSchemaFilePath, operationPath, sharedTypePath } from '../../src/site-paths.js';
import { listPages, readPage } from '../support/site-files.js';

const dir = inject('siteDir');
const contract = loadContract();
const rest = readRestContract(contract.openapi);
const pages = new Set(listPages(dir));

describe('the built site', () => {
  test('every operation has its page', () => {
    expect(rest.operations).toHaveLength(27);
    for (const o of rest.operations) expect(pages.has(operationPath(o.id)), o.id).toBe(true);
  });

  test('every one of the 265 event versions has its page at events/<type>/<version>/, with its JSON Schema', () => {
    expect(contract.catalogue).toHaveLength(265);
    const require = createRequire(import.meta.url);
    for (const item of contract.catalogue) {
      expect(pages.has(eventPath(item.type, item.version)), `${item.type} ${item.version}`).toBe(true);
      const copied = readFileSync(path.join(dir, eventSchemaFilePath(item.type, item.version)), 'utf8');
      expect(copied).toBe(readFileSync(require.resolve(`@energy-contracts/event-schemas/${item.schema}`), 'utf8'));
    }
  });

  test('every shared type has its page', () => {
    for (const name of ['Ledger', 'BillingAccount', 'DeviceOptimisation', 'JoinProcess'])
      expect(pages.has(sharedTypePath(name)), name).toBe(true);
  });

  test.each([...pages].map((p) => [p === '' ? '(home)' : p, p] as const))(
    '%s: title, one h1, landmarks, skip link, viewport',
    (_name, page) => {
      const html = readPage(dir, page);
      expect(html.startsWith('<!doctype html>\n<html lang="en-GB">')).toBe(true);
      expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1">/);
      expect(html).toMatch(/<title>[^<]+ · Energy platform contract<\/title>|<title>Energy platform contract<\/title>/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html.match(/<main id="main"/g)).toHaveLength(1);
      expect(html).toContain('<a class="skip-link" href="#main">Skip to content</a>');
      expect(html).toMatch(/<header class="site-header">/);
      expect(html).toMatch(/<footer class="site-footer">/);
      // Heading levels never skip: an h3 only after an h2.
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
      for (const [i, level] of levels.entries())
        expect(level - (levels[i - 1] ?? 0), `heading ${i} of ${page}`).toBeLessThanOrEqual(1);
      // Ids are unique.
      const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
      expect(ids.length).toBe(new Set(ids).size);
    },
  );

  test('titles are unique', () => {
    const titles = [...pages].map((p) => /<title>([^<]*)<\/title>/.exec(readPage(dir, p))![1]);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('the heaviest page, with the script, the stylesheet and the search index, is under 300 KB transferred (gzip)', () => {
    let heaviest = { page: '', bytes: 0 };
    for (const p of pages) {
      const bytes = gzipSync(readPage(dir, p)).length;
      if (bytes > heaviest.bytes) heaviest = { page: p, bytes };
    }
    const asset = (file: string) => gzipSync(readFileSync(path.join(dir, file))).length;
    const total = heaviest.bytes + asset('assets/site.js') + asset('assets/site.css') + asset('assets/search-index.js');
    expect(total).toBeLessThan(300 * 1024);
  });
});

describe('a contract with a $ref that does not resolve', () => {
  // The documents are plain JSON; each case breaks one reference of a fresh copy.
  type Breaker = (contract: { openapi: any; asyncapi: any }) => void;
  test.each<[string, Breaker, string]>([
    [
      'a response body (openapi)',
      (c) =>
        void (c.openapi.paths['/products/{product_code}/'].get.responses['200'].content['application/json'].schema = {
          $ref: '#/components/schemas/Nope',
        }),
      'openapi.json: $ref #/components/schemas/Nope at /paths/~1products~1{product_code}~1/get/responses/200/content/application~1json/schema',
    ],
    [
      'a payload field (asyncapi)',
      (c) =>
        void (c.asyncapi.components.schemas.AccountCreatedV1.properties.account_number = {
          $ref: '#/components/schemas/Ledgr',
        }),
      'asyncapi.json: $ref #/components/schemas/Ledgr at /components/schemas/AccountCreatedV1/properties/account_number',
    ],
  ])(
    'in %s fails the build, naming the $ref and where it sits, before anything is written',
    async (_name, breakIt, want) => {
      const contract: LoadedContract = loadContract();
      breakIt(contract);
      const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'spec-site-broken-')), 'site');
      try {
        await expect(buildSite({ outDir, contract })).rejects.toThrow(
          `the contract has 1 $ref that does not resolve: ${want}`,
        );
        expect(existsSync(outDir)).toBe(false);
      } finally {
        rmSync(path.dirname(outDir), { recursive: true, force: true });
      }
    },
  );
});

describe('a build for file://', () => {
  test('every link to a page names its index.html; nothing else changes', async () => {
    const outDir = path.join(mkdtempSync(path.join(tmpdir(), 'spec-site-file-')), 'site');
    try {
      const report = await buildSite({ outDir, fileUrls: true });
      expect(report.pages).toBeGreaterThan(600);
      const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const links = [...home.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!);
      expect(links).toContain('rest/index.html');
      expect(links).toContain('changelog/index.html');
      expect(links.filter((l) => /^[^#:]*\/(#.*)?$/.test(l))).toEqual([]);
      const operation = readFileSync(path.join(outDir, 'rest/getProduct/index.html'), 'utf8');
      expect(operation).toContain('href="../../index.html"');
      expect([...operation.matchAll(/\shref="([^"#:?]*\/)(#[^"]*)?"/g)].map((m) => m[0])).toEqual([]);
    } finally {
      rmSync(path.dirname(outDir), { recursive: true, force: true });
    }
  }, 120_000);
});
