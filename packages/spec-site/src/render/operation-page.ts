/**
 * The page of one REST operation: method and path, what it does, authentication, parameters,
 * a copyable `curl`, the Try it form (shown only when the mock serves the site), and every
 * documented response with its headers, its body as a field table and its named examples.
 */
import { STATUS_CODES } from 'node:http';
import type { Json } from '@energy-contracts/schema-tools/json-pointer';
import { MOCK_API_URL } from '../model/mock-exchanges.js';
import { typeLabel } from '../model/schema-fields.js';
import {
  responseSchemaName,
  type RestContract,
  type RestOperation,
  type RestParameter,
  type RestResponse,
} from '../model/rest-operations.js';
import {
  CLIENT_PACKAGE,
  curlSample,
  operationRequest,
  parameterExample,
  pythonSample,
  typescriptSample,
} from '../model/request-samples.js';
import {
  guidePath,
  headingId,
  operationPath,
  PAGES,
  parameterId,
  relativeHref,
  responseId,
  restSchemaPath,
} from '../site-paths.js';
import { fieldTable, typeHtml } from './field-table.js';
import { html, pathCode, type SafeHtml } from './html.js';
import { codeBlock, jsonBlock, shellBlock } from './json-example.js';
import type { Page } from './layout.js';
import { markdown, markdownInline } from './markdown.js';
import { breadcrumbs, provenance, restSidebar } from './navigation.js';

export { parameterExample } from '../model/request-samples.js';

/**
 * How the operation is authenticated in the page's samples and form: `basic` when any scheme opens it.
 * @example operationAuth(getAccount) // 'basic'
 */
export function operationAuth(operation: RestOperation): 'basic' | undefined {
  return operation.security.length > 0 ? 'basic' : undefined;
}

/**
 * The page's `curl`: the base URL, path parameters from their examples, credentials as `$API_KEY`.
 * @example operationCurl(rest, getProduct) // "curl -sS https://api.energy-platform.example/v1/products/AGILE-24-04-03/"
 */
export function operationCurl(rest: RestContract, operation: RestOperation): string {
  return curlSample(operationRequest(rest, operation));
}

/** The request samples: curl, the TypeScript client with its install line, and Python. */
function requestSamples(from: string, rest: RestContract, operation: RestOperation): SafeHtml {
  const request = operationRequest(rest, operation);
  return html`${shellBlock(curlSample(request), 'curl')}
${codeBlock(typescriptSample(request), 'TypeScript (@energy-contracts/client)', 'ts')}
<p class="hint">Install the client with <code>npm install ${CLIENT_PACKAGE}</code> (<a href="${relativeHref(from, PAGES.tools)}#client">tools</a>)${operation.redirectTo === undefined ? '' : '; it calls the canonical path, with the trailing slash'}.</p>
${codeBlock(pythonSample(request), 'Python (requests)', 'python')}`;
}

function parameterTable(
  from: string,
  rest: RestContract,
  doc: Json,
  title: string,
  parameters: readonly RestParameter[],
): SafeHtml {
  if (parameters.length === 0) return html``;
  const schemaHref = (name: string) =>
    rest.schemaNames.includes(name) ? relativeHref(from, restSchemaPath(name)) : undefined;
  return html`<div class="table-wrap"><table class="fields params">
<caption>${title}</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>
<tbody>${parameters.map((p) => {
    const id = parameterId(p.in, p.name);
    return html`<tr id="${id}"><th scope="row"><a class="anchor" href="#${id}" aria-label="Link to parameter ${p.name}">#</a><code>${p.name}</code> ${provenance(p)}</th>
<td class="type">${typeHtml(typeLabel(doc, p.schema), schemaHref)}</td>
<td class="required">${p.required ? html`<span class="req">required</span>` : html`<span class="opt">optional</span>`}</td>
<td class="description">${markdown(p.description)}${
      p.lenientReading === undefined
        ? ''
        : html`<p class="lenient">Lenient reading: <code>${p.lenientReading}</code> (<a href="${relativeHref(from, guidePath('leniency-and-strict-mode'))}">how the platform and <code>--strict</code> read values</a>).</p>`
    }${p.examples.length === 0 ? '' : html`<p class="examples">Examples: ${p.examples.map((e, i) => html`${i > 0 ? '; ' : ''}<code>${String(e.value)}</code>${e.summary === '' ? '' : html` (${e.summary})`}`)}</p>`}</td></tr>`;
  })}</tbody></table></div>`;
}

function responseSection(from: string, rest: RestContract, doc: Json, response: RestResponse): SafeHtml {
  const schemaName = responseSchemaName(response);
  const schemaHref = (name: string) =>
    rest.schemaNames.includes(name) ? relativeHref(from, restSchemaPath(name)) : undefined;
  const rows = response.fields;
  const [first, ...others] = response.examples;
  return html`<section class="response" id="${responseId(response.status)}" aria-labelledby="${responseId(response.status)}-title">
<h3 id="${responseId(response.status)}-title"><span class="status status-${response.status[0]}xx">${response.status}</span> ${STATUS_CODES[Number(response.status)] ?? ''} ${provenance(response)}</h3>
${markdown(response.description)}
${
  response.headers.length === 0
    ? ''
    : html`<div class="table-wrap"><table class="fields headers"><caption>Response headers</caption><thead><tr><th scope="col">Header</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${response.headers.map(
        (h) =>
          html`<tr><th scope="row"><code>${h.name}</code></th><td class="type">${typeHtml(typeLabel(doc, h.schema), schemaHref)}</td><td>${markdown(h.description)}${h.example === undefined ? '' : html`<p class="examples">Example: <code>${String(h.example)}</code></p>`}</td></tr>`,
      )}</tbody></table></div>`
}
${
  response.schema === undefined
    ? html`<p>No body.</p>`
    : html`<p class="body-type">Body: ${typeHtml(typeLabel(doc, response.schema), schemaHref)} (<code>application/json</code>)</p>
${fieldTable(rows, { idPrefix: response.status, caption: `Fields of the ${response.status} body${schemaName === undefined ? '' : ` (${schemaName})`}`, schemaHref })}`
}
${first === undefined ? '' : jsonBlock(first.value, `Example ${first.name}${first.summary === '' ? '' : `: ${first.summary}`}`)}
${others.map((e) => html`<details class="example"><summary>Example ${e.name}${e.summary === '' ? '' : html`: ${e.summary}`}</summary>${jsonBlock(e.value, `Example ${e.name}`)}</details>`)}
</section>`;
}

function tryItForm(operation: RestOperation): SafeHtml {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const query = operation.parameters.filter((p) => p.in === 'query');
  const meter = pathParams.some((p) => p.name === 'mprn')
    ? 'gas'
    : pathParams.some((p) => p.name === 'mpan')
      ? 'electricity'
      : '';
  const input = (p: RestParameter) => {
    const id = `try-${p.in}-${p.name}`;
    const example = parameterExample(p);
    // "Fill in the examples" leaves the page number out: each example is valid alone, and an example
    // page (2) past the end of the other examples' result (one day: one page) is a 404.
    const skip = p.lenientReading === 'page' ? html` data-no-fill` : '';
    return html`<div class="field"><label for="${id}"><code>${p.name}</code>${p.required ? html` <span class="req">required</span>` : ''}</label><input id="${id}" name="${p.in}:${p.name}" ${
      p.in === 'path' ? html`value="${example ?? ''}" required` : html`placeholder="${example ?? ''}"`
    }${skip} autocomplete="off" spellcheck="false"></div>`;
  };
  return html`<section class="try-it" id="try-it" aria-labelledby="try-it-title" hidden data-try-it data-method="${operation.method}" data-path="${operation.path}" data-secured="${operation.security.length > 0 ? 'true' : 'false'}" data-meter="${meter}">
<h2 id="try-it-title">Try it</h2>
<p>The mock server that serves this site answers this form on the same origin. Empty query fields are not sent; each shows the contract's example value.</p>
<form class="try-form">
${pathParams.length === 0 ? '' : html`<fieldset><legend>Path parameters</legend>${pathParams.map(input)}</fieldset>`}
${query.length === 0 ? '' : html`<fieldset><legend>Query parameters</legend>${query.map(input)}</fieldset>`}
${
  operation.security.length === 0
    ? ''
    : html`<fieldset><legend>Credentials</legend><div class="field"><label for="try-auth">Send</label><select id="try-auth" name="auth"><option value="basic">HTTP Basic, the API key as username</option><option value="token">Authorization: Token &lt;API key&gt;</option><option value="none">no credentials</option></select></div><div class="field"><label for="try-api-key">API key</label><input id="try-api-key" name="apiKey" autocomplete="off" spellcheck="false"></div></fieldset>`
}
<div class="actions"><button type="submit">Send request</button> ${query.length === 0 ? '' : html`<button type="button" class="secondary" data-fill-examples>Fill in the examples</button> `}<button type="button" class="secondary" data-copy-curl>Copy as curl</button></div>
</form>
<div class="try-result" hidden>
<p class="try-status" role="status"></p>
<h3>Response headers</h3>
<div class="table-wrap"><table class="fields headers try-headers"><thead><tr><th scope="col">Header</th><th scope="col">Value</th></tr></thead><tbody></tbody></table></div>
<h3>Response body</h3>
<pre class="try-body" data-copy tabindex="0"><code></code></pre>
</div>
</section>`;
}

/**
 * The page of an operation.
 * @example operationPage(rest, openapi, rest.operations[0]!)
 */
export function operationPage(rest: RestContract, doc: Json, operation: RestOperation): Page {
  const from = operationPath(operation.id);
  const to = (p: string) => relativeHref(from, p);
  const paths = operation.parameters.filter((p) => p.in === 'path');
  const queries = operation.parameters.filter((p) => p.in === 'query');
  const headers = operation.parameters.filter((p) => p.in === 'header' || p.in === 'cookie');
  const target =
    operation.redirectTo === undefined
      ? undefined
      : rest.operations.find((o) => o.path === operation.redirectTo && o.method === operation.method);
  const main = html`${breadcrumbs(from, [
    ['REST API', PAGES.rest],
    [operation.tag, `${PAGES.rest}#${headingId('tag', operation.tag)}`],
    [operation.summary, from],
  ])}
<h1>${operation.summary}</h1>
<p class="endpoint"><span class="method">${operation.method}</span> ${pathCode(operation.path)} ${provenance(operation)}</p>
<p class="operation-id">Operation id <code>${operation.id}</code></p>
${target === undefined ? '' : html`<p class="note">Redirects to <a href="${to(operationPath(target.id))}">${pathCode(target.path)}</a> (${target.summary}).</p>`}
${markdown(operation.description)}
<nav class="on-page" aria-label="On this page"><ul>
<li><a href="#authentication">Authentication</a></li>
${operation.parameters.length === 0 ? '' : html`<li><a href="#parameters">Parameters</a></li>`}
<li><a href="#request">Request</a></li>
<li><a href="#responses">Responses</a>: ${operation.responses.map((r, i) => html`${i > 0 ? ' ' : ''}<a href="#${responseId(r.status)}">${r.status}</a>`)}</li>
</ul></nav>
<section aria-labelledby="authentication"><h2 id="authentication">Authentication</h2>
${
  operation.security.length === 0
    ? html`<p>None: a public operation.</p>`
    : html`<p>Any one of (<a href="${to(guidePath('authentication'))}">authentication guide</a>):</p><ul>${operation.security.map(
        (name) => {
          const scheme = rest.securitySchemes.get(name);
          return html`<li><strong><code>${name}</code></strong>: ${scheme === undefined ? '' : markdownInline(scheme.description)}</li>`;
        },
      )}${operation.credentials === 'optional' ? html`<li>none: the operation also answers without credentials</li>` : ''}</ul>`
}
</section>
${
  operation.parameters.length === 0
    ? ''
    : html`<section aria-labelledby="parameters"><h2 id="parameters">Parameters</h2>
${parameterTable(from, rest, doc, 'Path parameters', paths)}
${parameterTable(from, rest, doc, 'Query parameters', queries)}
${parameterTable(from, rest, doc, 'Header parameters', headers)}
</section>`
}
<section aria-labelledby="request"><h2 id="request">Request</h2>
${requestSamples(from, rest, operation)}
${operation.security.length === 0 ? '' : html`<p class="hint">Set <code>API_KEY</code> to your API key first. Against the mock server: <code>${MOCK_API_URL}</code> and its demo key (see the <a href="${to(guidePath('authentication'))}">authentication guide</a>).</p>`}
</section>
${tryItForm(operation)}
<section aria-labelledby="responses"><h2 id="responses">Responses</h2>
${operation.responses.map((r) => responseSection(from, rest, doc, r))}
</section>`;
  return {
    path: from,
    title: `${operation.summary} (${operation.method} ${operation.path})`,
    description: `${operation.summary}: parameters, authentication, responses, errors and examples of ${operation.method} ${operation.path}.`,
    section: 'rest',
    main,
    sidebar: { label: 'REST API', content: restSidebar(from, rest) },
  };
}
