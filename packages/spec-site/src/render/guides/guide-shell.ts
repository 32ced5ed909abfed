/**
 * What the guides share: their list (slug, title, one line), the page shell, and the block that
 * shows one request to the mock and its answer.
 */
import { STATUS_CODES } from 'node:http';
import type { Exchange } from '../../model/mock-exchanges.js';
import { MOCK_HOST } from '../../model/mock-exchanges.js';
import { guidePath, PAGES } from '../../site-paths.js';
import { html, type SafeHtml } from '../html.js';
import { highlightJson } from '../json-example.js';
import type { Page } from '../layout.js';
import { breadcrumbs, guidesSidebar, type GuideLink } from '../navigation.js';

/** A guide: its slug (URL), title and one-line summary. */
export interface GuideInfo extends GuideLink {
  summary: string;
}

/** Every guide, in reading order. */
export const GUIDES: readonly GuideInfo[] = [
  { slug: 'pagination', title: 'Pagination', summary: 'Pages, page sizes, counts and following next.' },
  {
    slug: 'datetimes-and-europe-london',
    title: 'Datetimes and Europe/London',
    summary: 'The forms a datetime may take, local time, and the 46- and 50-half-hour days.',
  },
  {
    slug: 'authentication',
    title: 'Authentication',
    summary: 'API key (Basic or Token), the GraphQL token, 401 and 403.',
  },
  { slug: 'errors', title: 'Errors', summary: 'The error shape, every status the API answers, and why.' },
  {
    slug: 'leniency-and-strict-mode',
    title: 'Leniency and the mock’s --strict mode',
    summary: 'How the platform reads query values, and the canonical forms --strict demands.',
  },
];

/**
 * A guide's page around its content.
 * @example guidePage('pagination', html`<h1>Pagination</h1>`)
 */
export function guidePage(slug: string, main: SafeHtml): Page {
  const guide = GUIDES.find((g) => g.slug === slug);
  if (guide === undefined) throw new Error(`unknown guide ${slug}`);
  const from = guidePath(slug);
  return {
    path: from,
    title: guide.title,
    description: guide.summary,
    section: 'guides',
    main: html`${breadcrumbs(from, [
      ['Guides', PAGES.guides],
      [guide.title, from],
    ])}
<h1>${guide.title}</h1>
${main}`,
    sidebar: { label: 'Guides', content: guidesSidebar(from, GUIDES) },
  };
}

/** Response headers worth showing (content-length and content-type say nothing here). */
const SHOWN_HEADERS = new Set(['location', 'www-authenticate', 'retry-after', 'allow']);

/**
 * One exchange with the mock: the request, the status line, notable headers and the JSON body.
 * @example exchangeBlock(exchange(app, '/products/?page_size=2'))
 */
export function exchangeBlock(x: Exchange, caption = ''): SafeHtml {
  const request = [
    `${x.method} /v1${x.request} HTTP/1.1`,
    `Host: ${MOCK_HOST}`,
    ...Object.entries(x.headers).map(([k, v]) => `${k}: ${v}`),
  ].join('\n');
  const headers = Object.entries(x.responseHeaders).filter(([k]) => SHOWN_HEADERS.has(k));
  return html`<figure class="exchange">${caption === '' ? '' : html`<figcaption>${caption}</figcaption>`}
<pre class="http-request" data-copy tabindex="0"><code>${request}</code></pre>
<pre class="http-response" tabindex="0"><code><span class="status-line">HTTP/1.1 ${x.status} ${STATUS_CODES[x.status] ?? ''}</span>${headers.map(([k, v]) => `\n${k}: ${v}`)}
${x.body === undefined ? '' : html`\n${highlightJson(x.body)}`}</code></pre></figure>`;
}
