/**
 * The event catalogue page (every event type, grouped by the catalogue's sections), the shared
 * types index and the page of each shared type (its fields and every payload that uses it).
 */
import type { Json } from '@energy-contracts/schema-tools/json-pointer';
import type { EventCatalogue, EventVersion } from '../model/event-catalogue.js';
import { schemaFields } from '../model/schema-fields.js';
import { eventPath, eventTypePath, headingId, PAGES, relativeHref, sharedTypePath } from '../site-paths.js';
import { fieldTable } from './field-table.js';
import { html, type SafeHtml } from './html.js';
import type { Page } from './layout.js';
import { markdown } from './markdown.js';
import { downloadLinks } from './home-page.js';
import { breadcrumbs, eventsSidebar } from './navigation.js';

/**
 * The part of a Markdown text under a heading (`## Versioning`), without the heading, up to the
 * next heading of the same or a higher level.
 * @throws Error when the heading is missing, so a renamed heading fails the build instead of emptying a page.
 * @example markdownSection('# A\n## B\nb\n## C\nc', 'B') // 'b'
 */
export function markdownSection(text: string, heading: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^#{1,6} /.test(line) && line.replace(/^#+ /, '').trim() === heading);
  if (start < 0) throw new Error(`no heading "${heading}" in the description`);
  const level = /^#+/.exec(lines[start]!)![0].length;
  const end = lines.findIndex((line, i) => i > start && /^#{1,6} /.test(line) && /^#+/.exec(line)![0].length <= level);
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

/**
 * The event catalogue page.
 * @example eventsIndexPage(catalogue, asyncapiDescription)
 */
export function eventsIndexPage(catalogue: EventCatalogue, description: string): Page {
  const from = PAGES.events;
  const to = (p: string) => relativeHref(from, p);
  const main = html`${breadcrumbs(from, [['Events', from]])}
<h1>Event catalogue</h1>
<p class="lead">${catalogue.types.size} event types in ${catalogue.versions.length} payload versions, in ${catalogue.sections.length} sections, with ${catalogue.sharedTypes.size} <a href="${to(PAGES.sharedTypes)}">shared types</a>. Every event is delivered in <a href="${to(PAGES.envelope)}">the envelope</a>.</p>
<h2 id="downloads">Download the contract</h2>
${downloadLinks(from, 'events')}
<nav class="on-page" aria-label="Catalogue sections"><ul>${catalogue.sections.map((s) => html`<li><a href="#${headingId('section', s.name)}">${s.name}</a></li>`)}</ul></nav>
${catalogue.sections.map(
  (
    section,
  ) => html`<section aria-labelledby="${headingId('section', section.name)}"><h2 id="${headingId('section', section.name)}">${section.name}</h2>
<div class="table-wrap"><table class="catalogue"><caption>${section.types.length} event types of ${section.name}</caption><thead><tr><th scope="col">Event type</th><th scope="col">Versions</th><th scope="col">Summary</th></tr></thead><tbody>
${section.types.map((t) => {
  const latest = t.versions[t.versions.length - 1]!;
  return html`<tr><th scope="row"><a href="${to(eventTypePath(t.type))}"><code>${t.type}</code></a></th><td class="version-cell">${t.versions.map(
    (v, i) =>
      html`${i > 0 ? ' ' : ''}<a href="${to(eventPath(v.type, v.version))}" aria-label="${v.type} ${v.version}">${v.version}</a>`,
  )}</td><td>${latest.summary.replace(/ \(payload version [^)]*\)\.$/, '.')}</td></tr>`;
})}
</tbody></table></div></section>`,
)}
<section aria-labelledby="versioning"><h2 id="versioning">Versioning</h2>
${markdown(markdownSection(description, 'Versioning'))}
</section>`;
  return {
    path: from,
    title: 'Event catalogue',
    description: 'Every event type the platform emits, in every payload version, grouped by section.',
    section: 'events',
    main,
    sidebar: { label: 'Events', content: eventsSidebar(from, catalogue) },
  };
}

function versionList(from: string, versions: readonly EventVersion[]): SafeHtml {
  return html`<ul class="columns">${versions.map((v) => html`<li><a href="${relativeHref(from, eventPath(v.type, v.version))}"><code>${v.type}</code> ${v.version}</a></li>`)}</ul>`;
}

/**
 * The index of the shared types.
 * @example sharedTypesIndexPage(catalogue)
 */
export function sharedTypesIndexPage(catalogue: EventCatalogue): Page {
  const from = PAGES.sharedTypes;
  const to = (p: string) => relativeHref(from, p);
  const main = html`${breadcrumbs(from, [
    ['Events', PAGES.events],
    ['Shared types', from],
  ])}
<h1>Shared types</h1>
<p class="lead">The object types that payloads share (the catalogue writes them <code>&lt;Name&gt;</code>).</p>
<div class="table-wrap"><table><caption>${catalogue.sharedTypes.size} shared types</caption><thead><tr><th scope="col">Type</th><th scope="col">Fields</th><th scope="col">Used by</th></tr></thead><tbody>
${[...catalogue.sharedTypes.values()].map(
  (t) =>
    html`<tr><th scope="row"><a href="${to(sharedTypePath(t.name))}"><code>${t.name}</code></a></th><td>${Object.keys(typeof t.schema.properties === 'object' && t.schema.properties !== null ? t.schema.properties : {}).length}</td><td>${
      t.usedBy.length === 0 && t.spreadInto.length === 0
        ? 'no payload'
        : `${t.usedBy.length === 0 ? '' : `${t.usedBy.length} payload${t.usedBy.length === 1 ? '' : 's'} by reference`}${t.usedBy.length > 0 && t.spreadInto.length > 0 ? '; ' : ''}${t.spreadInto.length === 0 ? '' : `${t.spreadInto.length} with its fields spread in`}`
    }</td></tr>`,
)}
</tbody></table></div>`;
  return {
    path: from,
    title: 'Shared types',
    description: 'The shared object types of the event catalogue and the events that use them.',
    section: 'events',
    main,
    sidebar: { label: 'Events', content: eventsSidebar(from, catalogue) },
  };
}

/**
 * The page of a shared type.
 * @example sharedTypePage(asyncapi, catalogue, 'Ledger')
 */
export function sharedTypePage(doc: Json, catalogue: EventCatalogue, name: string): Page {
  const shared = catalogue.sharedTypes.get(name);
  if (shared === undefined) throw new Error(`unknown shared type ${name}`);
  const from = sharedTypePath(name);
  const to = (p: string) => relativeHref(from, p);
  const rows = schemaFields(doc, { $ref: `#/components/schemas/${name}` });
  const usedByTypes = new Set(shared.usedBy.map((v) => v.type));
  const main = html`${breadcrumbs(from, [
    ['Events', PAGES.events],
    ['Shared types', PAGES.sharedTypes],
    [name, from],
  ])}
<h1><code>${name}</code></h1>
${markdown(shared.description)}
${fieldTable(rows, { idPrefix: '', caption: `Fields of ${name}`, schemaHref: (n) => (catalogue.sharedTypes.has(n) ? to(sharedTypePath(n)) : undefined) })}
${shared.uses.length === 0 ? '' : html`<p>Uses ${shared.uses.map((n, i) => html`${i > 0 ? ', ' : ''}<a href="${to(sharedTypePath(n))}"><code>${n}</code></a>`)}.</p>`}
<section aria-labelledby="used-by"><h2 id="used-by">Used by</h2>
${
  shared.usedBy.length === 0
    ? html`<p>No payload refers to <code>${name}</code>.</p>`
    : html`<p>${shared.usedBy.length} payload version${shared.usedBy.length === 1 ? '' : 's'} of ${usedByTypes.size} event type${usedByTypes.size === 1 ? '' : 's'} refer to it, directly or through another shared type:</p>${versionList(from, shared.usedBy)}`
}
${
  shared.spreadInto.length === 0
    ? ''
    : html`<p>${shared.spreadInto.length} payload version${shared.spreadInto.length === 1 ? '' : 's'} carry all its fields at their top level (the catalogue writes <code>&lt;${name}&gt; plus ...</code>; the contract lists the fields one by one):</p>${versionList(from, shared.spreadInto)}`
}
</section>`;
  return {
    path: from,
    title: `${name} (shared type)`,
    description: `The ${name} shared type of the event catalogue: its fields and the events that use it.`,
    section: 'events',
    main,
    sidebar: { label: 'Events', content: eventsSidebar(from, catalogue) },
  };
}
