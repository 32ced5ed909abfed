/**
 * The home page: what the contract covers, where to start, and how to try it against the mock.
 */
import type { EventCatalogue } from '../model/event-catalogue.js';
import { MOCK_DOCS_URL } from '../model/mock-exchanges.js';
import type { RestContract } from '../model/rest-operations.js';
import { eventPath, guidePath, operationPath, PAGES, relativeHref } from '../site-paths.js';
import { html } from './html.js';
import type { Page } from './layout.js';
import { GUIDES } from './guides/guide-shell.js';

/**
 * The home page.
 * @example homePage(rest, catalogue, pendingChanges)
 */
export function homePage(rest: RestContract, catalogue: EventCatalogue, pendingChanges: number): Page {
  const from = PAGES.home;
  const to = (p: string) => relativeHref(from, p);
  const operations = rest.operations.filter((o) => o.redirectTo === undefined);
  const multi = [...catalogue.types.values()].filter((t) => t.versions.length > 1);
  const main = html`<h1>Energy platform contract</h1>
<p class="lead">The public contract of the energy supplier platform for partners: the REST API and every event the platform emits, in one place. Search with <kbd>/</kbd>.</p>
<ul class="cards home-cards">
<li><a href="${to(PAGES.rest)}"><strong>REST API</strong></a><p>${operations.length} operations (plus ${rest.operations.length - operations.length} trailing-slash redirects): products, prices, accounts and consumption, with parameters, errors, examples and <code>curl</code>.</p></li>
<li><a href="${to(PAGES.events)}"><strong>Events</strong></a><p>${catalogue.types.size} event types in ${catalogue.versions.length} payload versions, grouped in ${catalogue.sections.length} sections; ${catalogue.sharedTypes.size} shared types; the envelope for EventBridge and CloudEvents.</p></li>
<li><a href="${to(PAGES.guides)}"><strong>Guides</strong></a><p>${GUIDES.map((g, i) => html`${i > 0 ? ', ' : ''}<a href="${to(guidePath(g.slug))}">${g.title.toLowerCase()}</a>`)}.</p></li>
<li><a href="${to(PAGES.releases)}"><strong>Release notes</strong></a><p>${pendingChanges} pending change${pendingChanges === 1 ? '' : 's'} for the next release.</p></li>
</ul>
<h2 id="start">Where to start</h2>
<ul>
<li>Prices: <a href="${to(operationPath('listElectricityStandardUnitRates'))}">unit rates of an electricity tariff</a>, half-hourly on Agile; the <a href="${to(guidePath('datetimes-and-europe-london'))}">datetimes guide</a> explains the 46- and 50-half-hour days.</li>
<li>A customer's data: <a href="${to(operationPath('getAccount'))}">the account</a> and <a href="${to(operationPath('listElectricityMeterConsumption'))}">its consumption</a>, with <a href="${to(guidePath('authentication'))}">credentials</a>.</li>
<li>Events: <a href="${to(PAGES.envelope)}">the envelope</a> every event arrives in, then a payload, e.g. <a href="${to(eventPath('account.created', 'v1'))}"><code>account.created</code> v1</a>; ${multi.length} event types have several versions side by side, each page says what changed.</li>
</ul>
<h2 id="try">Try it against the mock server</h2>
<p>In the repository, <code>npm install && npm start</code> builds everything and starts the mock server with this site at <code>${MOCK_DOCS_URL}</code>: each operation page then has a <strong>Try it</strong> form that calls the mock on the same origin.</p>`;
  return {
    path: from,
    title: 'Energy platform contract',
    description: 'REST API reference, event catalogue, guides and release notes of the energy platform contract.',
    section: 'home',
    main,
  };
}
