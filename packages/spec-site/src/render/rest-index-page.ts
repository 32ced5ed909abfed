/**
 * The REST overview (the document's description, the base URL, every operation by tag, every
 * schema) and the page of each named schema (its fields, examples and the operations using it).
 */
import { isJsonObject, type Json } from '@energy-contracts/schema-tools/json-pointer';
import { constraintsOf, deref, schemaFields, schemaRefName, typeLabel } from '../model/schema-fields.js';
import { MOCK_API_URL } from '../model/mock-exchanges.js';
import type { RestContract, RestOperation } from '../model/rest-operations.js';
import { guidePath, headingId, operationPath, PAGES, relativeHref, restSchemaPath } from '../site-paths.js';
import { fieldTable, typeHtml } from './field-table.js';
import { html, pathCode } from './html.js';
import { jsonBlock } from './json-example.js';
import type { Page } from './layout.js';
import { markdown } from './markdown.js';
import { downloadLinks } from './home-page.js';
import { breadcrumbs, provenance, restSidebar } from './navigation.js';

/**
 * The REST overview page.
 * @example restIndexPage(rest)
 */
export function restIndexPage(rest: RestContract): Page {
  const from = PAGES.rest;
  const to = (p: string) => relativeHref(from, p);
  const main = html`${breadcrumbs(from, [['REST API', from]])}
<h1>${rest.title}</h1>
<p class="lead">Version ${rest.version}. Base URL <code>${rest.baseUrl}</code>; the mock server answers the same paths on <code>${MOCK_API_URL}</code>.</p>
<h2 id="downloads">Download the contract</h2>
${downloadLinks(from, 'rest')}
<p>Guides: ${[
    ['pagination', 'pagination'],
    ['datetimes-and-europe-london', 'datetimes and Europe/London'],
    ['authentication', 'authentication'],
    ['errors', 'errors'],
    ['leniency-and-strict-mode', 'leniency and the mock’s --strict mode'],
  ].map(([slug, label], i) => html`${i > 0 ? ', ' : ''}<a href="${to(guidePath(slug!))}">${label}</a>`)}.</p>
${rest.tags.map(
  (
    tag,
  ) => html`<section aria-labelledby="${headingId('tag', tag.name)}"><h2 id="${headingId('tag', tag.name)}">${tag.name}</h2>
${tag.description === '' ? '' : markdown(tag.description)}
<div class="table-wrap"><table class="operations"><caption>Operations of ${tag.name}</caption><thead><tr><th scope="col">Operation</th><th scope="col">Path</th><th scope="col">Credentials</th></tr></thead><tbody>
${tag.operations.map(
  (o) =>
    html`<tr${o.redirectTo === undefined ? '' : html` class="redirect"`}><th scope="row"><a href="${to(operationPath(o.id))}">${o.summary}</a></th><td><span class="method">${o.method}</span> ${pathCode(o.path)}</td><td>${o.credentials}</td></tr>`,
)}
</tbody></table></div></section>`,
)}
<section aria-labelledby="about"><h2 id="about">About this API</h2>
${markdown(rest.description)}
</section>
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>
<ul class="columns">${rest.schemaNames.map((name) => html`<li><a href="${to(restSchemaPath(name))}"><code>${name}</code></a></li>`)}</ul>
</section>`;
  return {
    path: from,
    title: 'REST API',
    description: `${rest.title}: every operation, its parameters, authentication, responses and errors.`,
    section: 'rest',
    main,
    sidebar: { label: 'REST API', content: restSidebar(from, rest) },
  };
}

/** Names of the schemas a node refers to, followed transitively. */
function reachableSchemas(doc: Json, node: Json | undefined, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) reachableSchemas(doc, n, out);
  else if (isJsonObject(node)) {
    const name = schemaRefName(node);
    if (name !== undefined && !out.has(name)) {
      out.add(name);
      reachableSchemas(doc, deref(doc, node).node, out);
    }
    for (const [k, v] of Object.entries(node)) if (k !== '$ref' && k !== 'examples') reachableSchemas(doc, v, out);
  }
  return out;
}

/**
 * The operations whose responses use a schema, directly or inside another schema.
 * @example operationsUsing(doc, rest, 'Charge').map((o) => o.id) // ['listElectricityStandardUnitRates', ...]
 */
export function operationsUsing(doc: Json, rest: RestContract, name: string): RestOperation[] {
  return rest.operations.filter(
    (o) =>
      o.responses.some((r) => reachableSchemas(doc, r.schema).has(name)) ||
      o.parameters.some((p) => reachableSchemas(doc, p.schema).has(name)),
  );
}

/**
 * The page of a named schema.
 * @example restSchemaPage(rest, openapi, 'ChargeList')
 */
export function restSchemaPage(rest: RestContract, doc: Json, name: string): Page {
  const from = restSchemaPath(name);
  const to = (p: string) => relativeHref(from, p);
  const schema = deref(doc, { $ref: `#/components/schemas/${name}` }).node;
  const rows = schemaFields(doc, { $ref: `#/components/schemas/${name}` });
  const users = operationsUsing(doc, rest, name);
  const examples = Array.isArray(schema.examples) ? schema.examples : [];
  const flags = { observed: schema['x-observed'] === true, designDecision: schema['x-design-decision'] === true };
  const main = html`${breadcrumbs(from, [
    ['REST API', PAGES.rest],
    ['Schemas', `${PAGES.rest}#schemas`],
    [name, from],
  ])}
<h1><code>${name}</code></h1>
<p>${provenance(flags)}</p>
${typeof schema.description === 'string' ? markdown(schema.description) : ''}
${rows.length === 0 ? html`<p>Type: <span class="type">${typeHtml(typeLabel(doc, schema), (n) => (rest.schemaNames.includes(n) ? to(restSchemaPath(n)) : undefined))}</span></p>${constraintsOf(schema).length === 0 ? '' : html`<ul class="constraints">${constraintsOf(schema).map((c) => html`<li>${c}</li>`)}</ul>`}` : ''}
${rows.length === 0 ? '' : fieldTable(rows, { idPrefix: '', caption: `Fields of ${name}`, schemaHref: (n) => (rest.schemaNames.includes(n) ? to(restSchemaPath(n)) : undefined) })}
${examples.length === 0 || rows.length === 0 ? '' : jsonBlock(examples[0], 'Example')}
<section aria-labelledby="used-by"><h2 id="used-by">Used by</h2>
${users.length === 0 ? html`<p>No operation uses it directly.</p>` : html`<ul>${users.map((o) => html`<li><a href="${to(operationPath(o.id))}">${o.summary}</a> <span class="method">${o.method}</span> ${pathCode(o.path)}</li>`)}</ul>`}
</section>`;
  return {
    path: from,
    title: `${name} (REST schema)`,
    description: `The ${name} schema of the REST API: its fields, types and the operations that use it.`,
    section: 'rest',
    main,
    sidebar: { label: 'REST API', content: restSidebar(from, rest) },
  };
}
