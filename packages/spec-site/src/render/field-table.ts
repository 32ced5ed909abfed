/**
 * A field table: one row per field (nested fields indented under their parent), with its type
 * (named schemas linked to their pages), whether it is required, and its description,
 * constraints and examples. Every row has a stable id and an anchor link, so a partner can link
 * to one field.
 */
import { fieldPathText, type FieldRow, type TypePart } from '../model/schema-fields.js';
import { fieldId } from '../site-paths.js';
import { breakAfter, html, type SafeHtml } from './html.js';
import { markdown } from './markdown.js';
import { PROVENANCE } from './navigation.js';

/**
 * A field path with a line-break opportunity after each `.` (so after `[].` too): a long nested
 * name wraps at its parts, never inside one, and the description column keeps its room.
 * @example breakablePath('meters[].registers[].').value // 'meters[].<wbr>registers[].<wbr>'
 */
export function breakablePath(path: string): SafeHtml {
  return breakAfter(path, '.');
}

/** Options of {@link fieldTable}. */
export interface FieldTableOptions {
  /** Prefix of the row ids (`payload`, `200`); see `fieldId`. */
  idPrefix: string;
  /** The table's caption (what the fields belong to). */
  caption: string;
  /** The link of a named schema's page, or `undefined` when it has none. */
  schemaHref: (name: string) => string | undefined;
  /** Highlights rows by field path text (`ledger.account`): the fields a version added. */
  marks?: ReadonlyMap<string, string>;
}

/**
 * A type label as HTML, named schemas linked.
 * @example typeHtml([{ text: 'array of ' }, { schema: 'Dispatch' }], (n) => `../${n}/`)
 */
export function typeHtml(parts: readonly TypePart[], schemaHref: (name: string) => string | undefined): SafeHtml {
  return html`${parts.map((part) => {
    if ('text' in part) return part.text;
    const href = schemaHref(part.schema);
    return href === undefined
      ? html`<code>${part.schema}</code>`
      : html`<a href="${href}"><code>${part.schema}</code></a>`;
  })}`;
}

function exampleText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The field table of a schema's rows; an empty list gives a sentence instead of an empty table.
 * @example fieldTable(schemaFields(doc, payload), { idPrefix: 'payload', caption: 'Payload fields', schemaHref })
 */
export function fieldTable(rows: readonly FieldRow[], options: FieldTableOptions): SafeHtml {
  if (rows.length === 0) return html`<p class="empty">No fields.</p>`;
  // A table with nothing to say in its last column (event payloads: the catalogue publishes no descriptions) leaves it out.
  const described = rows.some(
    (r) => r.description !== '' || r.constraints.length > 0 || r.examples.length > 0 || r.designDecision,
  );
  return html`<div class="table-wrap"><table class="fields">
<caption>${options.caption}</caption>
<thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th>${described ? html`<th scope="col">Description</th>` : ''}</tr></thead>
<tbody>
${rows.map((row) => {
  const id = fieldId(options.idPrefix, row.path);
  const full = fieldPathText(row.path);
  const last = row.path[row.path.length - 1] === '[]' ? row.path.length - 2 : row.path.length - 1;
  const parent = fieldPathText(row.path.slice(0, last));
  const own = full.slice(parent.length);
  const mark = options.marks?.get(full);
  return html`<tr id="${id}" class="depth-${Math.min(row.depth, 6)}${mark === undefined ? '' : ` mark-${mark}`}">
<th scope="row"><a class="anchor" href="#${id}" aria-label="Link to ${full}">#</a><code class="field-name">${parent === '' ? '' : html`<span class="parent">${breakablePath(parent)}</span><wbr>`}${own}</code>${mark === undefined ? '' : html` <span class="badge badge-${mark}">${mark}</span>`}</th>
<td class="type">${typeHtml(row.type, options.schemaHref)}${row.expandedFrom !== undefined && !row.type.some((p) => 'schema' in p && p.schema === row.expandedFrom) ? html` (<code>${row.expandedFrom}</code>)` : ''}</td>
<td class="required">${row.required ? html`<span class="req">required</span>` : html`<span class="opt">optional</span>`}</td>
${described ? html`<td class="description">` : ''}${row.description === '' ? '' : markdown(row.description)}${
  row.constraints.length === 0
    ? ''
    : html`<ul class="constraints">${row.constraints.map((c) => html`<li>${c}</li>`)}</ul>`
}${row.examples.length === 0 ? '' : html`<p class="examples">Example${row.examples.length > 1 ? 's' : ''}: ${row.examples.map((e, i) => html`${i > 0 ? ', ' : ''}<code>${exampleText(e)}</code>`)}</p>`}${
  row.designDecision
    ? html`<p class="provenance"><span class="badge badge-design" title="${PROVENANCE.defined}">Defined by this contract</span></p>`
    : ''
}${described ? html`</td>` : ''}
</tr>`;
})}
</tbody>
</table></div>`;
}
