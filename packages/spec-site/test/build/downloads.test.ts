// The contract documents in the site: the bundled documents as the packages publish them, the YAML
// the same documents, linked from the home, REST and events pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { describe, expect, inject, test } from 'vitest';
import { parse } from 'yaml';
import { DOWNLOADS, PAGES } from '../../src/site-paths.js';
import { linksOf, readPage } from '../support/site-files.js';

const siteDir = inject('siteDir');
const contracts = contractReader(import.meta.url);
const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

describe('downloads', () => {
  test('openapi.json and asyncapi.json are the published bundles, byte for byte', () => {
    expect(read(DOWNLOADS.openapiJson)).toBe(readFileSync(contracts.path('openapi'), 'utf8'));
    expect(read(DOWNLOADS.asyncapiJson)).toBe(readFileSync(contracts.path('asyncapi'), 'utf8'));
  });

  test('the YAML files are the same documents', () => {
    expect(parse(read(DOWNLOADS.openapiYaml))).toEqual(JSON.parse(read(DOWNLOADS.openapiJson)));
    expect(parse(read(DOWNLOADS.asyncapiYaml))).toEqual(JSON.parse(read(DOWNLOADS.asyncapiJson)));
  });

  test.each([
    [PAGES.home, ['openapi.json', 'openapi.yaml', 'asyncapi.json', 'asyncapi.yaml']],
    [PAGES.rest, ['../openapi.json', '../openapi.yaml']],
    [PAGES.events, ['../asyncapi.json', '../asyncapi.yaml']],
  ])('page %j links to %j', (page, hrefs) => {
    const links = linksOf(readPage(siteDir, page));
    for (const href of hrefs) expect(links).toContain(href);
  });
});

describe('the changelog page of the built site', () => {
  test('before any release: the initial release, dated, listing operations and events', () => {
    const page = readPage(siteDir, PAGES.changelog);
    expect(page).toMatch(
      /<h2 id="release-unreleased">Initial release <span class="date">\d{4}-\d{2}-\d{2}<\/span><\/h2>/,
    );
    expect(page).toContain('href="../rest/getAccount/"');
    expect(page).toContain('href="../events/account.created/v1/"');
  });
});
