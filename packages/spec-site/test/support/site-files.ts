// Reading the built site: its pages (site paths) and the links and ids of each.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every page of the site as its site path (`''`, `rest/`, `events/account.created/v1/`), sorted. */
export function listPages(dir: string): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${sub}${entry.name}/`);
      else if (entry.name === 'index.html') out.push(sub);
    }
  };
  walk('');
  return out.sort();
}

/** The HTML of a page. */
export function readPage(dir: string, page: string): string {
  return readFileSync(path.join(dir, page, 'index.html'), 'utf8');
}

/** Every `href` and `src` attribute value of a page (entities decoded). */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'"));
}

/** Every `id` of a page. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
}
