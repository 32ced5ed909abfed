/**
 * Every URL of the site, in one place: a page is a directory with an `index.html` (`rest/getProduct/`),
 * and links between pages are relative, so the site works under any prefix (`/docs/` on the mock,
 * the root of a static host, a sub-folder of one). Field anchors are stable ids built from the
 * field's path, so a link to `#field-payload.ledger.account.number` survives a rebuild.
 */

/** The page path of the home page. */
export const HOME = '';

/** Site paths of the pages that are not generated per item. */
export const PAGES = {
  home: HOME,
  rest: 'rest/',
  guides: 'guides/',
  events: 'events/',
  sharedTypes: 'shared-types/',
  envelope: 'envelope/',
  changelog: 'changelog/',
  tools: 'tools/',
} as const;

/** The contract documents the site offers for download, at its root. */
export const DOWNLOADS = {
  openapiJson: 'openapi.json',
  openapiYaml: 'openapi.yaml',
  asyncapiJson: 'asyncapi.json',
  asyncapiYaml: 'asyncapi.yaml',
} as const;

/** Files the site ships beside its pages. */
export const ASSETS = {
  script: 'assets/site.js',
  style: 'assets/site.css',
  searchIndex: 'assets/search-index.js',
  icon: 'assets/icon.svg',
} as const;

/**
 * The page of a REST operation.
 * @example operationPath('getProduct') // 'rest/getProduct/'
 */
export function operationPath(operationId: string): string {
  return `rest/${operationId}/`;
}

/**
 * The page of a REST schema.
 * @example restSchemaPath('ChargeList') // 'rest/schemas/ChargeList/'
 */
export function restSchemaPath(name: string): string {
  return `rest/schemas/${name}/`;
}

/**
 * The page of a guide.
 * @example guidePath('pagination') // 'guides/pagination/'
 */
export function guidePath(slug: string): string {
  return `guides/${slug}/`;
}

/**
 * The page of an event type (its versions).
 * @example eventTypePath('account.created') // 'events/account.created/'
 */
export function eventTypePath(type: string): string {
  return `events/${type}/`;
}

/**
 * The stable page of one (event type, version).
 * @example eventPath('account.created', 'v1') // 'events/account.created/v1/'
 */
export function eventPath(type: string, version: string): string {
  return `events/${type}/${version}/`;
}

/**
 * The published JSON Schema of one (event type, version), copied beside its page.
 * @example eventSchemaFilePath('account.created', 'v1') // 'events/account.created/v1/schema.json'
 */
export function eventSchemaFilePath(type: string, version: string): string {
  return `${eventPath(type, version)}schema.json`;
}

/**
 * The page of a shared object type of the event catalogue.
 * @example sharedTypePath('Ledger') // 'shared-types/Ledger/'
 */
export function sharedTypePath(name: string): string {
  return `shared-types/${name}/`;
}

/**
 * The id of a field's row: the table's prefix and the field path, array items left out
 * (`results[].valid_from` is `results.valid_from`).
 * @example fieldId('payload', ['ledger', 'account', 'number']) // 'field-payload.ledger.account.number'
 * @example fieldId('200', ['results', '[]', 'valid_from']) // 'field-200.results.valid_from'
 */
export function fieldId(prefix: string, path: readonly string[]): string {
  return `field-${[prefix, ...path.filter((s) => s !== '[]')].filter((s) => s !== '').join('.')}`;
}

/**
 * The id of a parameter's row on an operation page.
 * @example parameterId('query', 'period_from') // 'param-query-period_from'
 */
export function parameterId(where: string, name: string): string {
  return `param-${where}-${name}`;
}

/**
 * The id of a response's section on an operation page.
 * @example responseId('404') // 'response-404'
 */
export function responseId(status: string): string {
  return `response-${status}`;
}

/**
 * A relative link from one page to another page or file (with an optional `#fragment`).
 * @example relativeHref('events/a.b/v1/', 'events/a.b/v2/') // '../../../events/a.b/v2/'
 * @example relativeHref('rest/', '') // '../'
 * @example relativeHref('', 'rest/') // 'rest/'
 * @example relativeHref('rest/x/', 'rest/x/#param-query-page') // '#param-query-page'
 */
export function relativeHref(from: string, to: string): string {
  const hash = to.indexOf('#');
  const target = hash < 0 ? to : to.slice(0, hash);
  const fragment = hash < 0 ? '' : to.slice(hash);
  if (fragment !== '' && target === from) return fragment;
  const up = '../'.repeat(from.split('/').filter((s) => s !== '').length);
  const href = `${up}${target}`;
  return `${href === '' ? './' : href}${fragment}`;
}

/**
 * The path of a page's file in the output directory.
 * @example pageFile('rest/getProduct/') // 'rest/getProduct/index.html'
 */
export function pageFile(page: string): string {
  return page.endsWith('.html') ? page : `${page}index.html`;
}

/**
 * The id of a heading named by the contract: a REST tag's section on the REST overview (`tag`), an
 * event section's on the catalogue page (`section`). Lower case, runs of other characters as one `-`.
 * @example headingId('tag', 'Products') // 'tag-products'
 * @example headingId('section', 'Industry (electricity, gas)') // 'section-industry-electricity-gas'
 */
export function headingId(kind: 'tag' | 'section', name: string): string {
  return `${kind}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * A page's HTML with every relative link to a directory naming its `index.html`, for a site opened
 * from `file://` (where a directory link shows a listing, not the page). Absolute URLs, links to
 * files and fragment-only links are left as they are.
 * @example fileUrlLinks('<a href="../rest/#tag-x">') // '<a href="../rest/index.html#tag-x">'
 * @example fileUrlLinks('<a href="./">') // '<a href="./index.html">'
 */
export function fileUrlLinks(page: string): string {
  return page.replace(
    /\bhref="((?![a-z][a-z0-9+.-]*:|\/|#)[^"#?]*\/)(#[^"]*)?"/gi,
    (_, dir: string, hash = '') => `href="${dir}index.html${hash}"`,
  );
}
