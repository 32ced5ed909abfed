/**
 * The page of one (event type, payload version), at its stable URL `events/<type>/<version>/`:
 * the payload's fields, an example as the payload and as delivered in the envelope, what changed
 * from the previous version, the shared types it uses, the published JSON Schema and a version
 * switcher; and the page of an event type listing its versions.
 */
import { previousVersion, versionKey, type EventCatalogue, type EventVersion } from '../model/event-catalogue.js';
import { fieldPathText } from '../model/schema-fields.js';
import type { FieldChange } from '../model/version-diff.js';
import {
  eventPath,
  eventSchemaFilePath,
  eventTypePath,
  fieldId,
  headingId,
  PAGES,
  relativeHref,
  sharedTypePath,
} from '../site-paths.js';
import { fieldTable } from './field-table.js';
import { html, type SafeHtml } from './html.js';
import { jsonBlock } from './json-example.js';
import type { Page } from './layout.js';
import { markdown } from './markdown.js';
import { breadcrumbs, eventsSidebar } from './navigation.js';

/** What an event page needs besides the catalogue. */
export interface EventPageContext {
  catalogue: EventCatalogue;
  /** The field changes of each version from its previous one (`type@version`). */
  diffs: ReadonlyMap<string, FieldChange[]>;
  /** An example envelope (the `EventEnvelope` schema's example), whose `id`, `source` and `occurred_at` wrap each example payload. */
  envelopeExample: { id: string; source: string; occurred_at: string };
  /** The package the JSON Schemas are published in. */
  schemaPackage: string;
}

/** The version switcher: links that work without script, and a select the script shows. */
function versionSwitcher(from: string, catalogue: EventCatalogue, version: EventVersion): SafeHtml {
  const versions = catalogue.types.get(version.type)?.versions ?? [version];
  const label = (v: EventVersion) => `${v.version}${v.latest ? ' (latest)' : ''}`;
  return html`<nav class="versions" aria-label="Versions of ${version.type}">
<span class="versions-label" id="versions-label">Version</span>
<ul class="version-links">${versions.map((v) =>
    v === version
      ? html`<li><span aria-current="page">${label(v)}</span></li>`
      : html`<li><a href="${relativeHref(from, eventPath(v.type, v.version))}">${label(v)}</a></li>`,
  )}</ul>
${
  versions.length < 2
    ? ''
    : html`<select class="version-select" aria-labelledby="versions-label" data-version-switch hidden>${versions.map(
        (v) =>
          html`<option value="${relativeHref(from, eventPath(v.type, v.version))}"${v === version ? ' selected' : ''}>${label(v)}</option>`,
      )}</select>`
}
</nav>`;
}

function changesSection(
  from: string,
  version: EventVersion,
  previous: EventVersion | undefined,
  changes: readonly FieldChange[],
  present: ReadonlySet<string>,
): SafeHtml {
  if (previous === undefined) return html`<p>The first published version of <code>${version.type}</code>.</p>`;
  const prevHref = relativeHref(from, eventPath(previous.type, previous.version));
  if (changes.length === 0) return html`<p>No field changed from <a href="${prevHref}">${previous.version}</a>.</p>`;
  return html`<p>From <a href="${prevHref}">${previous.version}</a> to ${version.version}:</p>
<div class="table-wrap"><table class="changes"><caption>Field changes from ${previous.version}</caption><thead><tr><th scope="col">Change</th><th scope="col">Field</th><th scope="col">Detail</th></tr></thead><tbody>
${changes.map((c) => {
  const path = fieldPathText(c.path);
  const id = fieldId('payload', c.path);
  const link =
    c.kind === 'removed'
      ? html`<a href="${prevHref}#${id}"><code>${path}</code></a>`
      : present.has(id)
        ? html`<a href="#${id}"><code>${path}</code></a>`
        : html`<code>${path || '(payload)'}</code>`;
  // A renamed field names its old path too, linked to where the previous version documents it.
  const formerly =
    c.from === undefined
      ? ''
      : html` (was <a href="${prevHref}#${fieldId('payload', c.from)}"><code>${fieldPathText(c.from)}</code></a>)`;
  return html`<tr class="change-${c.kind}"><td><span class="badge badge-${c.kind}">${c.kind}</span></td><th scope="row">${link}${formerly}</th><td>${c.what}${c.kind === 'added' ? (c.required === true ? ' (required)' : ' (optional)') : ''}</td></tr>`;
})}
</tbody></table></div>
${
  version.compatibilityException === undefined
    ? ''
    : html`<p class="note">Recorded exception (<code>x-compatibility-exception</code>, compared with ${version.compatibilityException.comparedWith}): ${version.compatibilityException.reason}</p>`
}`;
}

/**
 * The page of one (event type, version).
 * @example eventPage(context, catalogue.versions[0]!)
 */
export function eventPage(context: EventPageContext, version: EventVersion): Page {
  const { catalogue } = context;
  const from = eventPath(version.type, version.version);
  const to = (p: string) => relativeHref(from, p);
  const rows = version.fields;
  const previous = previousVersion(catalogue, version);
  const changes = context.diffs.get(versionKey(version)) ?? [];
  // Fields new to this version by name: added, or renamed (the table shows the new name only).
  const marks = new Map(
    changes.filter((c) => c.kind === 'added' || c.kind === 'renamed').map((c) => [fieldPathText(c.path), c.kind]),
  );
  const present = new Set(rows.map((r) => fieldId('payload', r.path)));
  const sharedHref = (name: string) => (catalogue.sharedTypes.has(name) ? to(sharedTypePath(name)) : undefined);
  const example = version.examples[0];
  const main = html`${breadcrumbs(from, [
    ['Events', PAGES.events],
    [version.section, `${PAGES.events}#${headingId('section', version.section)}`],
    [version.type, eventTypePath(version.type)],
    [version.version, from],
  ])}
<h1><code class="event-type">${version.type}</code> <span class="version">${version.version}</span></h1>
<p class="lead">${version.summary}${version.latest ? html` <span class="badge badge-latest">latest</span>` : html` <span class="badge badge-older">older version</span>`}</p>
${versionSwitcher(from, catalogue, version)}
${markdown(version.description)}
${version.unpublishedFields === undefined ? '' : html`<p class="note">${version.unpublishedFields}</p>`}
<nav class="on-page" aria-label="On this page"><ul><li><a href="#fields">Payload fields</a></li><li><a href="#example">Example</a></li><li><a href="#changes">Changes</a></li><li><a href="#schema">JSON Schema</a></li></ul></nav>
<section aria-labelledby="fields"><h2 id="fields">Payload fields</h2>
${fieldTable(rows, { idPrefix: 'payload', caption: `Payload of ${version.type} ${version.version}`, schemaHref: sharedHref, marks })}
${version.sharedTypes.length === 0 ? '' : html`<p>Shared types used: ${version.sharedTypes.map((n, i) => html`${i > 0 ? ', ' : ''}<a href="${to(sharedTypePath(n))}"><code>${n}</code></a>`)}.</p>`}
</section>
<section aria-labelledby="example"><h2 id="example">Example</h2>
${
  example === undefined
    ? html`<p>No example.</p>`
    : html`${jsonBlock(example.payload, `Payload (${example.name}${example.summary === '' ? '' : `: ${example.summary}`})`)}
<details class="example"><summary>As delivered, in the envelope</summary>${jsonBlock(
        {
          id: context.envelopeExample.id,
          event_type: version.type,
          payload_version: version.version,
          source: context.envelopeExample.source,
          occurred_at: context.envelopeExample.occurred_at,
          payload: example.payload,
        },
        'Envelope',
      )}<p>See <a href="${to(PAGES.envelope)}">the envelope and its EventBridge and CloudEvents forms</a>.</p></details>
${version.examples.slice(1).map((e) => html`<details class="example"><summary>Example ${e.name}${e.summary === '' ? '' : html`: ${e.summary}`}</summary>${jsonBlock(e.payload, `Payload (${e.name})`)}</details>`)}`
}
</section>
<section aria-labelledby="changes"><h2 id="changes">Changes</h2>
${changesSection(from, version, previous, changes, present)}
</section>
<section aria-labelledby="schema"><h2 id="schema">JSON Schema</h2>
<p><a href="${to(eventSchemaFilePath(version.type, version.version))}" download="${version.type}.${version.version}.json">Download the JSON Schema</a> (2020-12, self-contained), <code>$id</code> <code>${version.schemaId}</code>, published in <code>${context.schemaPackage}</code> as <code>${version.schemaFile}</code>.</p>
<p>To receive only this version on EventBridge, match <code>detail-type</code> and the payload version inside <code>Detail</code>:</p>
${jsonBlock({ 'detail-type': [version.type], detail: { payload_version: [version.version] } }, 'EventBridge rule pattern')}
</section>`;
  return {
    path: from,
    title: `${version.type} ${version.version} (event)`,
    description: `${version.summary} Fields, example, changes from the previous version and the JSON Schema.`,
    section: 'events',
    main,
    sidebar: { label: 'Events', content: eventsSidebar(from, catalogue, version.section) },
  };
}

/**
 * The page of an event type: its versions, newest first, with what each changed.
 * @example eventTypePage(context, 'agreement.revoked')
 */
export function eventTypePage(context: EventPageContext, type: string): Page {
  const { catalogue } = context;
  const eventType = catalogue.types.get(type);
  if (eventType === undefined) throw new Error(`unknown event type ${type}`);
  const from = eventTypePath(type);
  const to = (p: string) => relativeHref(from, p);
  const versions = [...eventType.versions].reverse();
  const main = html`${breadcrumbs(from, [
    ['Events', PAGES.events],
    [eventType.section, `${PAGES.events}#${headingId('section', eventType.section)}`],
    [type, from],
  ])}
<h1><code class="event-type">${type}</code></h1>
<p class="lead">${versions[0]!.summary.replace(/ \(payload version [^)]*\)\.$/, '.')} Section: ${eventType.section}. ${versions.length === 1 ? 'One version.' : `${versions.length} versions, published side by side.`}</p>
<div class="table-wrap"><table class="versions-table"><caption>Versions of ${type}</caption><thead><tr><th scope="col">Version</th><th scope="col">Fields</th><th scope="col">Changes from the previous version</th></tr></thead><tbody>
${versions.map((v) => {
  const changes = context.diffs.get(versionKey(v)) ?? [];
  const previous = previousVersion(catalogue, v);
  return html`<tr><th scope="row"><a href="${to(eventPath(v.type, v.version))}">${v.version}</a>${v.latest ? html` <span class="badge badge-latest">latest</span>` : ''}</th><td>${v.fields.filter((r) => r.depth === 0).length}</td><td>${
    previous === undefined
      ? 'first version'
      : changes.length === 0
        ? 'none'
        : changes.map(
            (c, i) =>
              html`${i > 0 ? ', ' : ''}${c.kind} <code>${fieldPathText(c.path)}</code>${c.from === undefined ? '' : html` (was <code>${fieldPathText(c.from)}</code>)`}`,
          )
  }</td></tr>`;
})}
</tbody></table></div>`;
  return {
    path: from,
    title: `${type} (event type)`,
    description: `The versions of the ${type} event and what each changed.`,
    section: 'events',
    main,
    sidebar: { label: 'Events', content: eventsSidebar(from, catalogue, eventType.section) },
  };
}
