/**
 * The side navigation of each section and the breadcrumb trail. The REST sidebar lists every
 * operation (there are few); the events sidebar lists the sections and, on an event's pages, the
 * event types of its section only, so no page carries the whole catalogue.
 */
import type { EventCatalogue } from '../model/event-catalogue.js';
import type { RestContract } from '../model/rest-operations.js';
import { eventTypePath, guidePath, headingId, operationPath, PAGES, relativeHref } from '../site-paths.js';
import { html, pathCode, type SafeHtml } from './html.js';

/** A guide's slug and title, for the guides sidebar. */
export interface GuideLink {
  slug: string;
  title: string;
}

function current(from: string, target: string): SafeHtml | '' {
  return from === target ? html` aria-current="page"` : '';
}

/**
 * The REST sidebar: the overview, then each tag's operations (redirects in a closed group).
 * @example restSidebar('rest/', rest)
 */
export function restSidebar(from: string, rest: RestContract): SafeHtml {
  const to = (p: string) => relativeHref(from, p);
  return html`<p class="nav-title"><a href="${to(PAGES.rest)}"${current(from, PAGES.rest)}>REST API overview</a></p>
${rest.tags.map((tag) => {
  const main = tag.operations.filter((o) => o.redirectTo === undefined);
  const redirects = tag.operations.filter((o) => o.redirectTo !== undefined);
  const openRedirects = redirects.some((o) => operationPath(o.id) === from);
  return html`<h2 class="nav-heading">${tag.name}</h2>
<ul>${main.map((o) => html`<li><a href="${to(operationPath(o.id))}"${current(from, operationPath(o.id))}><span class="method">${o.method}</span> ${o.summary}</a></li>`)}</ul>
${
  redirects.length === 0
    ? ''
    : html`<details class="nav-more"${openRedirects ? ' open' : ''}><summary>${redirects.length} trailing-slash redirect${redirects.length === 1 ? '' : 's'}</summary><ul>${redirects.map(
        (o) =>
          html`<li><a href="${to(operationPath(o.id))}"${current(from, operationPath(o.id))}><span class="method">${o.method}</span> ${pathCode(o.path)}</a></li>`,
      )}</ul></details>`
}`;
})}`;
}

/**
 * The events sidebar: the catalogue, shared types and envelope pages, then each section; the
 * section named by `openSection` lists its event types.
 * @example eventsSidebar('events/', catalogue)
 */
export function eventsSidebar(from: string, catalogue: EventCatalogue, openSection?: string): SafeHtml {
  const to = (p: string) => relativeHref(from, p);
  return html`<ul class="nav-top">
<li><a href="${to(PAGES.events)}"${current(from, PAGES.events)}>Event catalogue</a></li>
<li><a href="${to(PAGES.envelope)}"${current(from, PAGES.envelope)}>Envelope, EventBridge, CloudEvents</a></li>
<li><a href="${to(PAGES.sharedTypes)}"${current(from, PAGES.sharedTypes)}>Shared types</a></li>
</ul>
<h2 class="nav-heading">Sections</h2>
<ul>${catalogue.sections.map((section) =>
    section.name === openSection
      ? html`<li><a href="${to(`${PAGES.events}#${headingId('section', section.name)}`)}">${section.name}</a><ul class="nav-types">${section.types.map(
          (t) =>
            html`<li><a href="${to(eventTypePath(t.type))}"${from.startsWith(eventTypePath(t.type)) ? html` aria-current="${from === eventTypePath(t.type) ? 'page' : 'true'}"` : ''}><code>${t.type}</code></a></li>`,
        )}</ul></li>`
      : html`<li><a href="${to(`${PAGES.events}#${headingId('section', section.name)}`)}">${section.name} <span class="count">${section.types.length}</span></a></li>`,
  )}</ul>`;
}

/**
 * The guides sidebar.
 * @example guidesSidebar('guides/', [{ slug: 'pagination', title: 'Pagination' }])
 */
export function guidesSidebar(from: string, guides: readonly GuideLink[]): SafeHtml {
  const to = (p: string) => relativeHref(from, p);
  return html`<ul class="nav-top"><li><a href="${to(PAGES.guides)}"${current(from, PAGES.guides)}>All guides</a></li></ul>
<ul>${guides.map((g) => html`<li><a href="${to(guidePath(g.slug))}"${current(from, guidePath(g.slug))}>${g.title}</a></li>`)}</ul>`;
}

/**
 * A breadcrumb trail; the last item is the current page.
 * @example breadcrumbs('rest/getProduct/', [['REST API', 'rest/'], ['Get a product', 'rest/getProduct/']])
 */
export function breadcrumbs(from: string, trail: ReadonlyArray<readonly [string, string]>): SafeHtml {
  return html`<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${trail.map(([label, path], i) =>
    i === trail.length - 1
      ? html`<li><span aria-current="page">${label}</span></li>`
      : html`<li><a href="${relativeHref(from, path)}">${label}</a></li>`,
  )}</ol></nav>`;
}

/** What each provenance badge guarantees, in one sentence (also shown on the home page). */
export const PROVENANCE = {
  observed: 'Observed on the platform: the contract records what the live platform does.',
  defined:
    'Defined by this contract: the platform does not document it; this contract fixes it, and the mock server and the contract tests hold to it.',
} as const;

/**
 * The "Observed on the platform" / "Defined by this contract" badges of a contract part.
 * @example provenance({ observed: true, designDecision: false })
 */
export function provenance(flags: { observed: boolean; designDecision: boolean }): SafeHtml {
  return html`${flags.observed ? html`<span class="badge badge-observed" title="${PROVENANCE.observed}">Observed on the platform</span>` : ''}${
    flags.designDecision
      ? html`<span class="badge badge-design" title="${PROVENANCE.defined}">Defined by this contract</span>`
      : ''
  }`;
}
