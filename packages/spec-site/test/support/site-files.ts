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
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) =>
    m[1]!
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'"),
  );
}

/** Every `id` of a page. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
}

/** What the build script's first line says it built. */
export interface BuildSummary {
  pages: number;
  operations: number;
  eventVersions: number;
  files: number;
}

/**
 * The counts of the build script's summary line (`spec-site: 647 pages (26 operations, 265 event versions), 916 files in DIR`).
 * @throws Error quoting the output when it has no such line.
 */
export function buildSummary(stdout: string): BuildSummary {
  const m = /^spec-site: (\d+) pages \((\d+) operations, (\d+) event versions\), (\d+) files in /m.exec(stdout);
  if (m === null) throw new Error(`no summary line in the build's output:\n${stdout}`);
  return { pages: Number(m[1]), operations: Number(m[2]), eventVersions: Number(m[3]), files: Number(m[4]) };
}
