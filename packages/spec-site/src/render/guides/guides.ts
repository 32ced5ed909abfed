/**
 * The five guides. Their rules are the contract's own words (descriptions of schemas,
 * parameters, security schemes and responses, quoted from the bundled document), and every
 * example answer is the mock server's, computed while the site is built.
 */
import type { Json } from '@energy-contracts/schema-tools/json-pointer';
import { DEFAULT_ACCOUNT_NUMBER, DEFAULT_API_KEY } from '@energy-contracts/mock-server';
import { createMockApp } from '@energy-contracts/mock-server';
import { exchange, MOCK_API_URL, MOCK_HOST, type Exchange, type GuideMocks } from '../../model/mock-exchanges.js';
import { CHART_CLOCK, CHART_TARIFF, type RateDay } from '../../model/rate-chart-data.js';
import { deref, schemaFields } from '../../model/schema-fields.js';
import { descriptionParagraph, type RestContract, type RestParameter } from '../../model/rest-operations.js';
import { curlCommand } from '../../shared/curl-command.js';
import { guidePath, operationPath, PAGES, parameterId, relativeHref, restSchemaPath } from '../../site-paths.js';
import { fieldTable } from '../field-table.js';
import { html, type SafeHtml } from '../html.js';
import { shellBlock } from '../json-example.js';
import type { Page } from '../layout.js';
import { markdown, markdownInline } from '../markdown.js';
import { breadcrumbs, guidesSidebar } from '../navigation.js';
import { londonTime, rateChart, rateTables } from '../rate-chart.js';
import { exchangeBlock, guidePage, GUIDES } from './guide-shell.js';

/** What the guides read. */
export interface GuideContext {
  rest: RestContract;
  openapi: Json;
  mocks: GuideMocks;
  chart: RateDay[];
}

/** The JavaScript the pagination guide shows; a test runs it against the mock. */
export const FETCH_ALL_PAGES = `async function fetchAllPages(url, headers = {}) {
  const records = [];
  for (let next = url; next !== null; ) {
    const response = await fetch(next, { headers });
    if (!response.ok) throw new Error(\`\${response.status} on \${next}\`);
    const page = await response.json();
    records.push(...page.results);
    next = page.next; // absolute, keeps your other query parameters; null on the last page
  }
  return records;
}`;

function schemaDescription(doc: Json, name: string): string {
  const node = deref(doc, { $ref: `#/components/schemas/${name}` }).node;
  if (typeof node.description !== 'string') throw new Error(`schema ${name} has no description`);
  return node.description;
}

function parameter(rest: RestContract, operationId: string, name: string): RestParameter {
  const found = rest.operations.find((o) => o.id === operationId)?.parameters.find((p) => p.name === name);
  if (found === undefined) throw new Error(`operation ${operationId} has no parameter ${name}`);
  return found;
}

function paramLink(from: string, operationId: string, p: RestParameter): SafeHtml {
  return html`<a href="${relativeHref(from, `${operationPath(operationId)}#${parameterId(p.in, p.name)}`)}"><code>${p.name}</code></a>`;
}

/**
 * The pagination guide.
 * @example paginationGuide(context)
 */
export function paginationGuide(context: GuideContext): Page {
  const from = guidePath('pagination');
  const { rest, openapi, mocks } = context;
  const first = exchange(mocks.lenient, '/products/?page_size=2');
  const next = (first.body as { next: string }).next;
  const second = exchange(mocks.lenient, new URL(next).pathname.replace(/^\/v1/, '') + new URL(next).search);
  const past = exchange(mocks.lenient, '/products/?page=999');
  const page = parameter(rest, 'listProducts', 'page');
  const pageSize = parameter(rest, 'listProducts', 'page_size');
  const consumptionSize = parameter(rest, 'listElectricityMeterConsumption', 'page_size');
  return guidePage(
    'pagination',
    html`<p class="lead">Every list answers a page of its records in the same envelope, <a href="${relativeHref(from, restSchemaPath('PaginatedList'))}"><code>PaginatedList</code></a>.</p>
${markdown(schemaDescription(openapi, 'PaginatedList'))}
${markdown(descriptionParagraph(rest.description, 'Limits'))}
<h2 id="parameters">The two parameters</h2>
<dl>
<dt>${paramLink(from, 'listProducts', page)}</dt><dd>${markdown(page.description)}</dd>
<dt>${paramLink(from, 'listProducts', pageSize)}</dt><dd>${markdown(pageSize.description)}</dd>
<dt>${paramLink(from, 'listElectricityMeterConsumption', consumptionSize)} on consumption</dt><dd>${markdown(consumptionSize.description)}</dd>
</dl>
<h2 id="walk">Walking the pages</h2>
<p>Ask for the first page, then follow <code>next</code> until it is <code>null</code>. The mock answers as the platform does (its answers below, on its default address):</p>
${exchangeBlock(first, 'Page 1 of the products, two per page')}
${exchangeBlock(second, 'Page 2: the next link of page 1, followed as it is')}
${exchangeBlock(past, 'A page past the last')}
<p>In JavaScript (Node 18 or later, or a browser):</p>
<figure class="code"><figcaption>Follow <code>next</code></figcaption><pre data-copy tabindex="0"><code class="language-js">${FETCH_ALL_PAGES}</code></pre></figure>
<p><code>count</code> is the number of records of the whole list, so <code>Math.ceil(count / page_size)</code> pages; do not compute page URLs yourself when <code>next</code> gives them.</p>`,
  );
}

/**
 * The datetimes guide, with the chart of the three days.
 * @example datetimesGuide(context)
 */
export function datetimesGuide(context: GuideContext): Page {
  const from = guidePath('datetimes-and-europe-london');
  const { openapi, chart, rest } = context;
  const operation = rest.operations.find((o) => o.id === 'listElectricityStandardUnitRates');
  if (operation === undefined) throw new Error('the datetimes guide needs listElectricityStandardUnitRates');
  return guidePage(
    'datetimes-and-europe-london',
    html`<p class="lead">Datetimes in query parameters follow one rule, <a href="${relativeHref(from, restSchemaPath('QueryDateTime'))}"><code>QueryDateTime</code></a>; a time without a zone is Europe/London wall-clock time, whose days are not all 48 half-hours long.</p>
<h2 id="forms">Accepted forms</h2>
${markdown(schemaDescription(openapi, 'QueryDateTime'))}
<h2 id="clock-changes">Days of 46 and 50 half-hours</h2>
<p>A local day runs from local midnight to the next. In Europe/London the day the clocks go forward (the last Sunday of March) has 23 hours, 46 half-hours; the day they go back (the last Sunday of October) has 25 hours, 50 half-hours, and 01:00 to 02:00 happens twice (BST, then GMT). Asking for a local day with its two local midnights gets all of them:</p>
<div class="table-wrap" tabindex="0"><table><caption>Unit rates of ${CHART_TARIFF.tariff}, one local day each</caption><thead><tr><th scope="col">Local day</th><th scope="col">Half-hours</th><th scope="col">First interval</th><th scope="col">Last interval</th><th scope="col">Query (on the operation)</th></tr></thead><tbody>
${chart.map((day) => {
  const firstI = day.intervals[0]!;
  const lastI = day.intervals[day.intervals.length - 1]!;
  const a = londonTime(firstI.validFrom);
  const b = londonTime(lastI.validTo);
  return html`<tr><th scope="row">${day.date} (${day.kind})</th><td class="num">${day.intervals.length}</td><td><code>${firstI.validFrom}</code> (${a.time} ${a.zone})</td><td>to <code>${lastI.validTo}</code> (${b.time} ${b.zone})</td><td><code>${day.request.slice(day.request.indexOf('?'))}</code></td></tr>`;
})}
</tbody></table></div>
<figure class="chart"><figcaption>Half-hourly unit rates of <a href="${relativeHref(from, operationPath(operation.id))}">${CHART_TARIFF.tariff}</a> (Agile, region C) in p/kWh including VAT, as the mock server answers them with its default data set (clock ${CHART_CLOCK}); local time under the bars.</figcaption>
<div class="chart-scroll" tabindex="0" role="group" aria-label="The chart at full size; scroll sideways on a narrow screen">${rateChart(chart)}</div>
</figure>
${rateTables(chart)}
<h2 id="advice">In short</h2>
<ul>
<li>Send a zone (<code>Z</code> or an offset) whenever you can; without one the time is Europe/London local time.</li>
<li>Encode an offset's <code>+</code> as <code>%2B</code>: in a query string <code>+</code> is a space.</li>
<li>To ask for a local day, use its two local midnights (or their UTC instants); never add 24 hours.</li>
<li>Records carry UTC instants (<code>${chart[0]!.intervals[0]!.validFrom}</code>); convert to Europe/London for display.</li>
</ul>`,
  );
}

/**
 * The authentication guide.
 * @example authenticationGuide(context)
 */
export function authenticationGuide(context: GuideContext): Page {
  const from = guidePath('authentication');
  const { rest, mocks } = context;
  const secured = rest.operations.filter((o) => o.credentials === 'required' && o.redirectTo === undefined);
  const account = `/accounts/${DEFAULT_ACCOUNT_NUMBER}/`;
  const basic = `Basic ${Buffer.from(`${DEFAULT_API_KEY}:`).toString('base64')}`;
  const none = exchange(mocks.lenient, account);
  const wrong = exchange(mocks.lenient, account, { authorization: `Token not-the-key` });
  const other = exchange(mocks.lenient, '/accounts/A-00000000/', { authorization: basic });
  const ok = exchange(mocks.lenient, account, { authorization: basic });
  const okBody = ok.body as { number: string; properties: unknown[] };
  const base = MOCK_API_URL;
  return guidePage(
    'authentication',
    html`<p class="lead">Public data (products, prices, meter points, grid supply points) needs no credentials. ${secured.length} operations need the credentials of the account they read.</p>
<h2 id="schemes">Ways to authenticate</h2>
<p>Any one of these opens an operation that needs credentials:</p>
<dl>${[...rest.securitySchemes.values()].map((s) => html`<dt><code>${s.name}</code> (${s.type}${s.scheme === undefined ? '' : ` ${s.scheme}`}${s.headerName === undefined ? '' : `, header ${s.headerName}`})</dt><dd>${markdown(s.description)}</dd>`)}</dl>
<h2 id="operations">Operations that need credentials</h2>
<ul>${secured.map((o) => html`<li><a href="${relativeHref(from, operationPath(o.id))}">${o.summary}</a> <span class="method">${o.method}</span> <code>${o.path}</code></li>`)}</ul>
<h2 id="mock">Against the mock server</h2>
<p>The mock accepts the demo key <code>${DEFAULT_API_KEY}</code> for the account <code>${DEFAULT_ACCOUNT_NUMBER}</code> (both printed when it starts, and changeable with <code>--api-key</code> and <code>--account-number</code>):</p>
${shellBlock(curlCommand({ baseUrl: base, method: 'GET', path: '/accounts/{account_number}/', pathParams: { account_number: DEFAULT_ACCOUNT_NUMBER }, query: [], auth: 'basic', apiKey: DEFAULT_API_KEY }), 'HTTP Basic')}
${shellBlock(curlCommand({ baseUrl: base, method: 'GET', path: '/accounts/{account_number}/', pathParams: { account_number: DEFAULT_ACCOUNT_NUMBER }, query: [], auth: 'token', apiKey: DEFAULT_API_KEY }), 'Token')}
<p>With the key, the account answers 200 (the demo account <code>${okBody.number}</code>, ${okBody.properties.length} properties). Without it, with a wrong one, or for another account:</p>
${exchangeBlock(none, 'No credentials: 401, with the challenge')}
${exchangeBlock(wrong, 'A wrong key: 401')}
${exchangeBlock(other, 'Right key, another account: 403 (whether it exists is not told)')}`,
  );
}

/**
 * The errors guide.
 * @example errorsGuide(context)
 */
export function errorsGuide(context: GuideContext): Page {
  const from = guidePath('errors');
  const { rest, openapi, mocks } = context;
  const statuses = new Map<string, { components: Set<string>; operations: Set<string> }>();
  for (const o of rest.operations) {
    for (const r of o.responses) {
      if (r.status.startsWith('2') || r.status.startsWith('3')) continue;
      const entry = statuses.get(r.status) ?? { components: new Set(), operations: new Set() };
      entry.components.add(r.component ?? '(inline)');
      if (o.redirectTo === undefined) entry.operations.add(o.id);
      statuses.set(r.status, entry);
    }
  }
  // The limiter's clock is fixed 20 s into a minute, so the example's Retry-After (40) is the same on every build.
  const limited = createMockApp({
    now: CHART_CLOCK,
    fallbackHost: MOCK_HOST,
    rateLimit: { limit: 1, windowMs: 60_000, clock: () => Date.parse(CHART_CLOCK) + 20_000 },
  });
  exchange(limited, '/products/');
  const examples: Array<[string, Exchange]> = [
    ['400: a value the platform cannot read', exchange(mocks.lenient, '/products/?available_at=soon')],
    ['404: an unknown product', exchange(mocks.lenient, '/products/NO-SUCH-PRODUCT/')],
    ['405: a method the API does not have', exchange(mocks.lenient, '/products/', {}, 'POST')],
    ['429: throttled (the mock with --rate-limit 1/minute, second request)', exchange(limited, '/products/')],
  ];
  const schemaHref = (n: string) => (rest.schemaNames.includes(n) ? relativeHref(from, restSchemaPath(n)) : undefined);
  return guidePage(
    'errors',
    html`${markdown(descriptionParagraph(rest.description, 'Errors'))}
<h2 id="shapes">The two shapes</h2>
${fieldTable(schemaFields(openapi, { $ref: '#/components/schemas/ErrorBody' }), { idPrefix: 'error', caption: 'ErrorBody: every status but 400', schemaHref })}
${fieldTable(schemaFields(openapi, { $ref: '#/components/schemas/ValidationErrorBody' }), { idPrefix: 'validation', caption: 'ValidationErrorBody: 400', schemaHref })}
${markdown(schemaDescription(openapi, 'ValidationErrorBody'))}
<h2 id="statuses">Every error status</h2>
<div class="table-wrap" tabindex="0"><table><caption>Error statuses the operations document</caption><thead><tr><th scope="col">Status</th><th scope="col">Responses</th><th scope="col">Operations</th></tr></thead><tbody>
${[...statuses.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(
    ([status, entry]) =>
      html`<tr><th scope="row">${status}</th><td>${[...entry.components].map((c, i) => html`${i > 0 ? ', ' : ''}<code>${c}</code>`)}</td><td>${entry.operations.size === rest.operations.filter((o) => o.redirectTo === undefined).length ? 'every operation' : [...entry.operations].map((id, i) => html`${i > 0 ? ', ' : ''}<a href="${relativeHref(from, operationPath(id))}">${id}</a>`)}</td></tr>`,
  )}
</tbody></table></div>
<h2 id="protocol">Answers before any operation</h2>
${markdown(descriptionParagraph(rest.description, 'Protocol-level answers'))}
<h2 id="examples">As the mock answers them</h2>
${examples.map(([caption, x]) => exchangeBlock(x, caption))}
<p>Each operation page lists its responses with the contract's named examples; the <a href="${relativeHref(from, guidePath('leniency-and-strict-mode'))}">leniency guide</a> says which values are a 400 on the platform and which only under <code>--strict</code>.</p>`,
  );
}

/** Requests whose two readings the leniency guide compares. */
export const LENIENCY_REQUESTS: readonly string[] = [
  '/products/?is_green=True',
  '/products/?is_prepay=1',
  '/products/?is_green=maybe',
  '/products/?is_green=&brand=',
  '/products/?available_at=2024-06-01',
  '/products/?available_at=2024-06-01%2000:00Z',
  '/products/?page_size=abc',
  '/products/?page_size=99999',
  '/products/?page=last',
  '/products/?available_at=2024-06-01T00:00:00+01:00',
];

function answerSummary(x: Exchange): SafeHtml {
  const body = x.body as Record<string, unknown> | undefined;
  const status = html`<span class="status status-${String(x.status)[0]}xx">${x.status}</span>`;
  if (x.status === 200 && body !== undefined && typeof body.count === 'number') {
    const results = Array.isArray(body.results) ? body.results.length : 0;
    return html`${status} ${body.count} products${results < body.count ? `, ${results} on this page` : ''}`;
  }
  // An error body: each parameter with its messages, or the detail.
  const entries = Object.entries(body ?? {});
  return html`${status} ${entries.map(([key, value], i) => html`${i > 0 ? html`<br>` : ''}${key === 'detail' ? '' : html`<code>${key}</code>: `}${Array.isArray(value) ? value.join(' ') : String(value)}`)}`;
}

/**
 * The guide to the platform's lenient reading of query values and the mock's `--strict`.
 * @example leniencyGuide(context)
 */
export function leniencyGuide(context: GuideContext): Page {
  const from = guidePath('leniency-and-strict-mode');
  const { rest, mocks } = context;
  const lenientParams = new Map<string, { p: RestParameter; operation: string }>();
  for (const o of rest.operations)
    for (const p of o.parameters)
      if (p.lenientReading !== undefined && !lenientParams.has(`${p.name}:${p.lenientReading}`))
        lenientParams.set(`${p.name}:${p.lenientReading}`, { p, operation: o.id });
  return guidePage(
    'leniency-and-strict-mode',
    html`<p class="lead">The platform reads query values leniently, and real clients depend on it. The mock server reads them the same way by default; started with <code>--strict</code> it accepts only the canonical forms and answers anything else with a 400 naming the parameter, so you can lint your requests.</p>
${markdown(descriptionParagraph(rest.description, 'Query values'))}
${markdown(descriptionParagraph(rest.description, 'Unknown query parameters'))}
<h2 id="rules">Parameters with a lenient reading</h2>
<div class="table-wrap" tabindex="0"><table><caption>Query parameters and their <code>x-lenient-reading</code></caption><thead><tr><th scope="col">Parameter</th><th scope="col">Reading</th><th scope="col">Rule</th></tr></thead><tbody>
${[...lenientParams.values()].map(({ p, operation }) => html`<tr><th scope="row">${paramLink(from, operation, p)}</th><td><code>${p.lenientReading}</code></td><td>${markdown(p.description)}</td></tr>`)}
</tbody></table></div>
<p>Datetimes follow <a href="${relativeHref(from, guidePath('datetimes-and-europe-london'))}"><code>QueryDateTime</code></a>: Django's forms by default, the canonical ISO form under <code>--strict</code>.</p>
<h2 id="compare">The two readings side by side</h2>
<p>Each request below was sent to the mock twice while this site was built: as started by default, and with <code>--strict</code>.</p>
<div class="table-wrap" tabindex="0"><table class="compare"><caption>Default (the platform's reading) and --strict</caption><thead><tr><th scope="col">Request</th><th scope="col">Default</th><th scope="col"><code>--strict</code></th></tr></thead><tbody>
${LENIENCY_REQUESTS.map((request) => html`<tr><th scope="row"><code>GET /v1${request}</code></th><td>${answerSummary(exchange(mocks.lenient, request))}</td><td>${answerSummary(exchange(mocks.strict, request))}</td></tr>`)}
</tbody></table></div>
<p>Start the strict mock with <code>npx energy-mock-server --strict</code>.</p>`,
  );
}

/**
 * The guides' index page.
 * @example guidesIndexPage()
 */
export function guidesIndexPage(): Page {
  const from = PAGES.guides;
  return {
    path: from,
    title: 'Guides',
    description: 'How the API paginates, reads datetimes, authenticates, answers errors and reads query values.',
    section: 'guides',
    main: html`${breadcrumbs(from, [['Guides', from]])}
<h1>Guides</h1>
<ul class="cards">${GUIDES.map((g) => html`<li><a href="${relativeHref(from, guidePath(g.slug))}"><strong>${g.title}</strong></a><p>${markdownInline(g.summary)}</p></li>`)}</ul>`,
    sidebar: { label: 'Guides', content: guidesSidebar(from, GUIDES) },
  };
}

/**
 * Every guide page.
 * @example allGuides(context).map((p) => p.path)
 */
export function allGuides(context: GuideContext): Page[] {
  return [
    guidesIndexPage(),
    paginationGuide(context),
    datetimesGuide(context),
    authenticationGuide(context),
    errorsGuide(context),
    leniencyGuide(context),
  ];
}
