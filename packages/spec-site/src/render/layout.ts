/**
 * The shell of every page: head (title, viewport, one stylesheet, one deferred script), a skip
 * link, the header with the section links and the search box, the side navigation, `<main>`
 * with the page's content, and the footer. Links are relative to the page, so the site works
 * under any prefix.
 */
import { ASSETS, PAGES, relativeHref } from '../site-paths.js';
import { html, type SafeHtml } from './html.js';

/** The top-level sections a page belongs to (the header marks the current one). */
export type SiteSection = 'home' | 'rest' | 'events' | 'guides' | 'changelog' | 'tools';

/** What every page shares: names, versions and asset fingerprints. */
export interface SiteContext {
  /** The site's name, in every title. */
  name: string;
  /** Version of the REST contract (`info.version`). */
  restVersion: string;
  /** Version of the event contract (`info.version`). */
  eventsVersion: string;
  /** Short content hashes of the assets, appended as `?v=` so a static host may cache them for long. */
  assetVersions: Record<'script' | 'style' | 'searchIndex', string>;
  /** The path, relative to the site's root, the mock answers its probe at (`_mock.json`). */
  probe: string;
  /** The header by which the mock marks the pages it serves (`x-energy-mock-server`). */
  mockHeader: string;
}

/** One page, before the shell is put around it. */
export interface Page {
  /** Site path (`rest/getProduct/`, `''` for the home page). */
  path: string;
  /** The page's own title (the site name is appended in `<title>`). */
  title: string;
  /** One sentence for `<meta name="description">`. */
  description: string;
  section: SiteSection;
  /** The content of `<main>`: it must hold exactly one `<h1>`. */
  main: SafeHtml;
  /** The side navigation's content, if the page has one. */
  sidebar?: { label: string; content: SafeHtml };
}

const SECTIONS: ReadonlyArray<[SiteSection, string, string]> = [
  ['rest', PAGES.rest, 'REST API'],
  ['events', PAGES.events, 'Events'],
  ['guides', PAGES.guides, 'Guides'],
  ['changelog', PAGES.changelog, 'Changelog'],
];

/**
 * The whole HTML document of a page.
 * @example renderDocument({ path: 'rest/', title: 'REST API', description: '...', section: 'rest', main: html`<h1>REST API</h1>` }, context)
 */
export function renderDocument(page: Page, site: SiteContext): string {
  const to = (target: string) => relativeHref(page.path, target);
  const root = to(PAGES.home);
  const title = page.path === PAGES.home ? site.name : `${page.title} · ${site.name}`;
  const doc = html`<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${page.description}">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="${to(ASSETS.icon)}" type="image/svg+xml">
<link rel="stylesheet" href="${to(ASSETS.style)}?v=${site.assetVersions.style}">
<script defer src="${to(ASSETS.script)}?v=${site.assetVersions.script}"></script>
</head>
<body data-root="${root}" data-probe="${site.probe}" data-mock-header="${site.mockHeader}" data-search-index="${ASSETS.searchIndex}?v=${site.assetVersions.searchIndex}">
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
<a class="brand" href="${root}">${site.name}</a>
${page.sidebar === undefined ? '' : html`<button type="button" class="menu-button" aria-expanded="false" aria-controls="site-menu">Menu</button>`}
<nav class="top-nav" aria-label="Site"><ul>${SECTIONS.map(
    ([key, path, label]) =>
      html`<li><a href="${to(path)}"${key === page.section ? html` aria-current="${page.path === path ? 'page' : 'true'}"` : ''}>${label}</a></li>`,
  )}</ul></nav>
<div class="search" role="search" hidden>
<label class="visually-hidden" for="search-input">Search the contract</label>
<input id="search-input" type="search" placeholder="Search operations, events, fields" autocomplete="off" spellcheck="false" role="combobox" aria-expanded="false" aria-controls="search-results" aria-autocomplete="list" aria-describedby="search-hint">
<kbd class="search-key" aria-hidden="true">/</kbd>
<span id="search-hint" class="visually-hidden">Type to search; arrow keys move through the results, Enter opens one, Escape closes the list.</span>
<div class="search-panel" hidden><p class="search-status" role="status"></p><ul id="search-results" role="listbox" aria-label="Search results"></ul><button type="button" class="search-more" hidden>Show all results</button></div>
</div>
</header>
<div class="layout${page.sidebar === undefined ? ' no-sidebar' : ''}">
<main id="main" tabindex="-1">
${page.main}
</main>
${page.sidebar === undefined ? '' : html`<nav id="site-menu" class="sidebar" aria-label="${page.sidebar.label}">${page.sidebar.content}</nav>`}
</div>
<footer class="site-footer"><p>REST contract ${site.restVersion} · event contract ${site.eventsVersion}. This site needs no network; the contract documents are on the <a href="${to(`${PAGES.home}#downloads`)}">home page</a>.</p></footer>
</body>
</html>
`;
  return doc.value;
}
