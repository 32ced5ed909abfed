/**
 * The envelope every event is delivered in, and its two mappings (an AWS EventBridge PutEvents
 * entry, a CloudEvents 1.0 structured event): the contract's own words, a mapping table read from
 * the mapped schemas' field descriptions ("The envelope `source`."), and each schema's fields and
 * example.
 */
import { isJsonObject, type Json } from '@energy-contracts/schema-tools/json-pointer';
import type { EventCatalogue } from '../model/event-catalogue.js';
import { deref, schemaFields } from '../model/schema-fields.js';
import { fieldId, PAGES, relativeHref } from '../site-paths.js';
import { fieldTable } from './field-table.js';
import { html } from './html.js';
import { jsonBlock } from './json-example.js';
import type { Page } from './layout.js';
import { markdown, markdownInline } from './markdown.js';
import { markdownSection } from './events-index-page.js';
import { breadcrumbs, eventsSidebar } from './navigation.js';

/** One row of a mapping: a field of the mapped form and what it carries. */
export interface MappingRow {
  field: string;
  /** The envelope field it carries, when its description says so. */
  envelopeField?: string;
  /** A fixed value (`const`), when it has one. */
  fixed?: Json;
  description: string;
}

/**
 * The mapping of a schema from the envelope, read from its fields: a description starting
 * "The envelope `x`" names the envelope field, a `const` is a fixed value.
 * @example envelopeMapping(asyncapi, 'CloudEvent').find((r) => r.field === 'type')?.envelopeField // 'event_type'
 */
export function envelopeMapping(doc: Json, schema: string): MappingRow[] {
  const node = deref(doc, { $ref: `#/components/schemas/${schema}` }).node;
  const properties = isJsonObject(node.properties) ? node.properties : {};
  return Object.entries(properties).map(([field, raw]) => {
    const p = deref(doc, raw).node;
    const description = typeof p.description === 'string' ? p.description : '';
    const named = /^The envelope `([a-z_]+)`/.exec(description);
    return {
      field,
      ...(named === null ? {} : { envelopeField: named[1]! }),
      ...(p.const === undefined ? {} : { fixed: p.const }),
      description,
    };
  });
}

/**
 * The envelope page.
 * @example envelopePage(asyncapi, catalogue, description)
 */
export function envelopePage(doc: Json, catalogue: EventCatalogue, description: string): Page {
  const from = PAGES.envelope;
  const schemaSection = (name: string, title: string, id: string) => {
    const node = deref(doc, { $ref: `#/components/schemas/${name}` }).node;
    const example = Array.isArray(node.examples) ? node.examples[0] : undefined;
    return html`<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2>
${typeof node.description === 'string' ? markdown(node.description) : ''}
${fieldTable(schemaFields(doc, { $ref: `#/components/schemas/${name}` }), { idPrefix: id, caption: `Fields of ${name}`, schemaHref: () => undefined })}
${example === undefined ? '' : jsonBlock(example, `Example ${name}`)}
</section>`;
  };
  const mappingTable = (
    name: string,
    caption: string,
  ) => html`<div class="table-wrap"><table class="mapping"><caption>${caption}</caption><thead><tr><th scope="col">${name} field</th><th scope="col">Carries</th><th scope="col">Note</th></tr></thead><tbody>
${envelopeMapping(doc, name).map(
  (row) =>
    html`<tr><th scope="row"><code>${row.field}</code></th><td>${
      row.envelopeField !== undefined
        ? html`envelope <a href="#${fieldId('envelope', [row.envelopeField])}"><code>${row.envelopeField}</code></a>`
        : row.fixed !== undefined
          ? html`always <code>${JSON.stringify(row.fixed)}</code>`
          : 'see note'
    }</td><td>${markdownInline(row.description)}</td></tr>`,
)}
</tbody></table></div>`;
  const present = new Set(catalogue.envelopeSchemas);
  for (const name of ['EventEnvelope', 'EventBridgeEntry', 'EventBridgeDetail', 'CloudEvent']) {
    if (!present.has(name)) throw new Error(`the envelope page needs the schema ${name}`);
  }
  const main = html`${breadcrumbs(from, [
    ['Events', PAGES.events],
    ['Envelope', from],
  ])}
<h1>Envelope, EventBridge and CloudEvents</h1>
${markdown(markdownSection(description, 'Delivery envelope (design)'))}
<nav class="on-page" aria-label="On this page"><ul><li><a href="#envelope">Envelope</a></li><li><a href="#eventbridge">EventBridge</a></li><li><a href="#cloudevents">CloudEvents</a></li></ul></nav>
${schemaSection('EventEnvelope', 'The envelope', 'envelope')}
<section aria-labelledby="eventbridge"><h2 id="eventbridge">As an EventBridge PutEvents entry</h2>
${mappingTable('EventBridgeEntry', 'EventBridge entry from the envelope')}
</section>
${schemaSection('EventBridgeEntry', 'EventBridgeEntry fields', 'eventbridge-entry')}
${schemaSection('EventBridgeDetail', 'EventBridgeDetail (the JSON in Detail)', 'eventbridge-detail')}
<section aria-labelledby="cloudevents"><h2 id="cloudevents">As a CloudEvents 1.0 event</h2>
${mappingTable('CloudEvent', 'CloudEvent from the envelope')}
</section>
${schemaSection('CloudEvent', 'CloudEvent fields', 'cloudevent')}
<p>Payload schemas: each event version's page links its JSON Schema; its <code>$id</code> is the CloudEvents <code>dataschema</code>. Back to <a href="${relativeHref(from, PAGES.events)}">the catalogue</a>.</p>`;
  return {
    path: from,
    title: 'Envelope, EventBridge and CloudEvents',
    description: 'The delivery envelope of every event and its mappings onto AWS EventBridge and CloudEvents 1.0.',
    section: 'events',
    main,
    sidebar: { label: 'Events', content: eventsSidebar(from, catalogue) },
  };
}
