/**
 * The home page: what the contract covers, where to start, what the two provenance badges
 * guarantee, and the contract documents to download.
 */
import type { EventCatalogue } from '../model/event-catalogue.js';
import type { RestContract } from '../model/rest-operations.js';
import { DOWNLOADS, eventPath, guidePath, operationPath, PAGES, relativeHref } from '../site-paths.js';
import { html, type SafeHtml } from './html.js';
import type { Page } from './layout.js';
import { GUIDES } from './guides/guide-shell.js';
import { PROVENANCE } from './navigation.js';

/**
 * The list of downloadable contract documents, for the home, REST and events pages.
 * @example downloadLinks('rest/', 'rest')
 */
export function downloadLinks(from: string, which: 'rest' | 'events' | 'both'): SafeHtml {
  const to = (p: string) => relativeHref(from, p);
  const rest = html`<li>REST API (OpenAPI 3.1): <a href="${to(DOWNLOADS.openapiJson)}" download><code>openapi.json</code></a> · <a href="${to(DOWNLOADS.openapiYaml)}" download><code>openapi.yaml</code></a></li>`;
  const events = html`<li>Events (AsyncAPI 3.0): <a href="${to(DOWNLOADS.asyncapiJson)}" download><code>asyncapi.json</code></a> · <a href="${to(DOWNLOADS.asyncapiYaml)}" download><code>asyncapi.yaml</code></a></li>`;
  return html`<ul class="downloads">${which === 'events' ? '' : rest}${which === 'rest' ? '' : events}</ul>`;
}

/**
 * The home page.
 * @example homePage(rest, catalogue, latestRelease)
 */
export function homePage(rest: RestContract, catalogue: EventCatalogue, latest: { title: string; date: string }): Page {
  const from = PAGES.home;
  const to = (p: string) => relativeHref(from, p);
  const operations = rest.operations.filter((o) => o.redirectTo === undefined);
  const multi = [...catalogue.types.values()].filter((t) => t.versions.length > 1);
  const main = html`<h1>Energy platform contract</h1>
<p class="lead">The public contract of the energy supplier platform for partners: the REST API and every event the platform emits, in one place. Search with <kbd>/</kbd>.</p>
<ul class="cards home-cards">
<li><a href="${to(PAGES.rest)}"><strong>REST API</strong></a><p>${operations.length} operations (plus ${rest.operations.length - operations.length} trailing-slash redirects): products, prices, accounts and consumption, with parameters, errors, examples and samples in <code>curl</code>, TypeScript and Python.</p></li>
<li><a href="${to(PAGES.events)}"><strong>Events</strong></a><p>${catalogue.types.size} event types in ${catalogue.versions.length} payload versions, grouped in ${catalogue.sections.length} sections; ${catalogue.sharedTypes.size} shared types; the envelope for EventBridge and CloudEvents.</p></li>
<li><a href="${to(PAGES.guides)}"><strong>Guides</strong></a><p>${GUIDES.map((g, i) => html`${i > 0 ? ', ' : ''}<a href="${to(guidePath(g.slug))}">${g.title.toLowerCase()}</a>`)}.</p></li>
<li><a href="${to(PAGES.changelog)}"><strong>API changelog</strong></a><p>What changed in the operations and events, release by release; latest: ${latest.title}, ${latest.date}.</p></li>
</ul>
<h2 id="start">Where to start</h2>
<ul>
<li>Prices: <a href="${to(operationPath('listElectricityStandardUnitRates'))}">unit rates of an electricity tariff</a>, half-hourly on Agile; the <a href="${to(guidePath('datetimes-and-europe-london'))}">datetimes guide</a> explains the 46- and 50-half-hour days.</li>
<li>A customer's data: <a href="${to(operationPath('getAccount'))}">the account</a> and <a href="${to(operationPath('listElectricityMeterConsumption'))}">its consumption</a>, with <a href="${to(guidePath('authentication'))}">credentials</a>.</li>
<li>Events: <a href="${to(PAGES.envelope)}">the envelope</a> every event arrives in, then a payload, e.g. <a href="${to(eventPath('account.created', 'v1'))}"><code>account.created</code> v1</a>; ${multi.length} event types have several versions side by side, each page says what changed.</li>
<li>Code: the TypeScript client, the mock server to test against and the event schemas are on the <a href="${to(PAGES.tools)}">tools page</a>.</li>
</ul>
<h2 id="provenance">Observed and defined</h2>
<p>Every part of the contract says where it comes from:</p>
<dl class="provenance">
<dt><span class="badge badge-observed">Observed on the platform</span></dt><dd>${PROVENANCE.observed}</dd>
<dt><span class="badge badge-design">Defined by this contract</span></dt><dd>${PROVENANCE.defined}</dd>
</dl>
<h2 id="downloads">Downloads</h2>
<p>The whole contract, as one document each, to generate code, import into a tool or diff between releases:</p>
${downloadLinks(from, 'both')}`;
  return {
    path: from,
    title: 'Energy platform contract',
    description: 'REST API reference, event catalogue, guides and API changelog of the energy platform contract.',
    section: 'home',
    main,
  };
}
