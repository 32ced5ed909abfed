// Every built page speaks to a partner: no words of the documents the contract was written from
// (the seed, its rule numbers), no "this project's design", and no command of the contract's
// repository outside the tools page, which is for developers of the contract.
import { describe, expect, inject, test } from 'vitest';
import { PAGES } from '../../src/site-paths.js';
import { listPages, readPage } from '../support/site-files.js';

const siteDir = inject('siteDir');

/** Words that are the repository's language, not a partner's, on every page. */
const BANNED: ReadonlyArray<[string, RegExp]> = [
  ['the seed', /\bseed(?:s|ed|'s)?\b/i],
  ['a rule number', /\b(?:catalogue\s+)?rules?\s+\d+\b/i],
  ["this project's design", /\bthis\s+project\b/i],
  ['a design-decision label', /\bdesign decision\b/i],
  ['the release tooling', /\bchangesets?\b/i],
];

/** Repository commands and paths, allowed on the tools page only. */
const REPOSITORY: ReadonlyArray<[string, RegExp]> = [
  ['an npm script of the repository', /\bnpm\s+(?:start|test|ci|run)\b|npm install &amp;&amp;|npm install &&/],
  ['a workspace flag', /\s-w\s+@energy-contracts\//],
  ['a repository tool', /\bnpx\s+(?:turbo|tsx|vitest|changeset|biome)\b|\bturbo run\b/],
  ['a repository path', /\b(?:specs|packages)\/[a-z]/],
  ['the repository', /\bin the repository\b/i],
];

/** The text a reader sees (tags dropped), and attribute values a reader can meet (titles, labels). */
function readable(page: string): string {
  const attributes = [...page.matchAll(/\s(?:title|aria-label|alt|placeholder|content)="([^"]*)"/g)].map((m) => m[1]);
  return `${page.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]*>/g, ' ')} ${attributes.join(' ')}`;
}

function findings(text: string, rules: ReadonlyArray<[string, RegExp]>): string[] {
  return rules.flatMap(([what, re]) => {
    const m = re.exec(text);
    return m === null ? [] : [`${what}: …${text.slice(Math.max(0, m.index - 50), m.index + 40).replace(/\s+/g, ' ')}…`];
  });
}

describe('the partner voice of every built page', () => {
  const pages = listPages(siteDir);

  test('the site has its pages (the checks below read all of them)', () => {
    expect(pages.length).toBeGreaterThan(600);
    expect(pages).toContain(PAGES.tools);
  });

  test('no page carries the words of the source documents or of the repository', () => {
    const bad = pages.flatMap((p) =>
      findings(readable(readPage(siteDir, p)), BANNED).map((f) => `${p || '(home)'}: ${f}`),
    );
    expect(bad).toEqual([]);
  });

  test('repository commands appear on the tools page only', () => {
    const bad = pages
      .filter((p) => p !== PAGES.tools)
      .flatMap((p) => findings(readable(readPage(siteDir, p)), REPOSITORY).map((f) => `${p || '(home)'}: ${f}`));
    expect(bad).toEqual([]);
    expect(findings(readable(readPage(siteDir, PAGES.tools)), REPOSITORY).length).toBeGreaterThan(0);
  });

  test('the checks find the words they look for', () => {
    expect(findings('as the seed shows (catalogue rule 8); this project’s design', BANNED)).toHaveLength(3);
    expect(findings("this project's design", BANNED)).toHaveLength(1);
    expect(findings('run npm start in specs/openapi.yaml', REPOSITORY)).toHaveLength(2);
    expect(findings('npm install @energy-contracts/client; npx energy-mock-server --strict', REPOSITORY)).toEqual([]);
  });

  test('parts defined by the contract say so with a badge and what it guarantees', () => {
    const page = readPage(siteDir, 'rest/getProduct/');
    expect(page).toMatch(
      /<span class="badge badge-design" title="Defined by this contract: [^"]+">Defined by this contract<\/span>/,
    );
    expect(readPage(siteDir, PAGES.home)).toContain('id="provenance"');
  });
});
