// Crawls the built site: every internal link (href and src) of every page resolves to a file of
// the site, and every #fragment to an id on its target page. Nothing is loaded from elsewhere.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { idsOf, linksOf, listPages, readPage } from '../support/site-files.js';

const dir = inject('siteDir');
const pages = listPages(dir);
const ids = new Map<string, Set<string>>();
const idsOfPage = (page: string) => {
  let found = ids.get(page);
  if (found === undefined) ids.set(page, (found = idsOf(readPage(dir, page))));
  return found;
};

describe('links inside the site', () => {
  test('the crawl covers every page', () => {
    expect(pages.length).toBeGreaterThan(600);
  });

  test('every internal href/src resolves to a file, every #fragment to an id', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const link of linksOf(readPage(dir, page))) {
        if (/^https?:\/\//.test(link)) continue;
        checked++;
        const [beforeHash, fragment] = link.split('#', 2) as [string, string | undefined];
        const target = beforeHash.split('?')[0]!;
        const resolved = path.posix.normalize(path.posix.join(page, target === '' ? '.' : target));
        const file = path.join(dir, resolved);
        if (resolved.startsWith('..') || !existsSync(file)) {
          broken.push(`${page}: ${link} (no file ${resolved})`);
          continue;
        }
        const targetPage = statSync(file).isDirectory()
          ? `${resolved.replace(/\/?$/, '/').replace(/^\.\/$/, '')}`
          : null;
        if (fragment !== undefined && fragment !== '') {
          if (targetPage === null) broken.push(`${page}: ${link} (a fragment into a file)`);
          else if (!idsOfPage(targetPage === './' ? '' : targetPage).has(decodeURIComponent(fragment)))
            broken.push(`${page}: ${link} (no id ${fragment})`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(30_000);
  });

  test('no page loads anything from the network (only links to the web may be absolute)', () => {
    for (const page of pages) {
      const html = readPage(dir, page);
      const remote = [...html.matchAll(/\ssrc="(https?:[^"]*)"|<link[^>]+href="(https?:[^"]*)"/g)].map(
        (m) => m[1] ?? m[2],
      );
      expect(remote, page).toEqual([]);
    }
  });
});
