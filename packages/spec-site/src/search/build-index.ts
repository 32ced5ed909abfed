/**
 * The search index, built once at build time from the same models the pages are rendered from
 * (so every result's URL and field anchor exist): operations, their parameters and response
 * fields, REST schemas, every event version and its payload fields, shared types, guides and the
 * section pages. Serialised as MiniSearch's JSON inside a small script the page loads on demand.
 */
import MiniSearch from 'minisearch';
import type { EventCatalogue } from '../model/event-catalogue.js';
import { fieldPathText } from '../model/schema-fields.js';
import type { RestContract } from '../model/rest-operations.js';
import { GUIDES } from '../render/guides/guide-shell.js';
import {
  SEARCH_GLOBAL,
  SEARCH_OPTIONS,
  searchTable,
  type SearchDocument,
  type SearchPayload,
} from '../shared/search-options.js';
import {
  eventPath,
  fieldId,
  guidePath,
  operationPath,
  PAGES,
  parameterId,
  responseId,
  restSchemaPath,
  sharedTypePath,
} from '../site-paths.js';

/**
 * Markdown as plain text for the index (code marks, emphasis and link targets dropped).
 * @example plainText('The `count` of **all** [pages](#x).') // 'The count of all pages.'
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]{1,3}([^`*_]+)[`*_]{1,3}/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A section of a guide page: its heading and anchor. */
export interface GuideSection {
  /** The guide page's site path (`guides/pagination/`). */
  page: string;
  /** The guide's title. */
  guide: string;
  id: string;
  heading: string;
}

/**
 * The `<h2 id>` sections of rendered guide pages.
 * @example guideSections([{ path: 'guides/errors/', title: 'Errors', main: html`<h1>Errors</h1><h2 id="shape">The error shape</h2>` }]) // [{ page: 'guides/errors/', guide: 'Errors', id: 'shape', heading: 'The error shape' }]
 */
export function guideSections(
  pages: ReadonlyArray<{ path: string; title: string; main: { value: string } }>,
): GuideSection[] {
  return pages.flatMap((page) =>
    [...page.main.value.matchAll(/<h2 id="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => ({
      page: page.path,
      guide: page.title,
      id: m[1]!,
      heading: m[2]!
        .replace(/<[^>]*>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .trim(),
    })),
  );
}

/**
 * Every search document of the site. Shared types that no payload uses are left out: a reader
 * searching for a field wants where it arrives.
 * @example searchDocuments(rest, catalogue, []).length
 */
export function searchDocuments(
  rest: RestContract,
  catalogue: EventCatalogue,
  sections: readonly GuideSection[],
): SearchDocument[] {
  const docs: Omit<SearchDocument, 'id'>[] = [];
  for (const o of rest.operations) {
    const where = `${o.method} ${o.path}`;
    docs.push({
      kind: o.redirectTo === undefined ? 'operation' : 'redirect',
      title: o.summary,
      name: `${where} ${o.id} ${o.tag}`,
      text: plainText(o.description),
      url: operationPath(o.id),
      context: where,
    });
    // Response headers of every operation (a redirect's Location included).
    for (const r of o.responses)
      for (const h of r.headers)
        docs.push({
          kind: 'header',
          title: h.name,
          name: '',
          text: plainText(h.description).slice(0, 300),
          url: `${operationPath(o.id)}#${responseId(r.status)}`,
          context: `header of the ${r.status} response of ${where}`,
        });
    if (o.redirectTo !== undefined) continue;
    for (const p of o.parameters) {
      docs.push({
        kind: 'parameter',
        title: p.name,
        name: '',
        text: plainText(p.description).slice(0, 300),
        url: `${operationPath(o.id)}#${parameterId(p.in, p.name)}`,
        context: `${p.in} parameter of ${where}`,
      });
    }
    for (const r of o.responses) {
      if (!r.status.startsWith('2')) continue;
      for (const row of r.fields) {
        const path = fieldPathText(row.path);
        docs.push({
          kind: 'field',
          title: path,
          name: '',
          text: plainText(row.description).slice(0, 200),
          url: `${operationPath(o.id)}#${fieldId(r.status, row.path)}`,
          context: `${r.status} response of ${where}`,
        });
      }
    }
  }
  for (const name of rest.schemaNames)
    docs.push({ kind: 'schema', title: name, name, text: '', url: restSchemaPath(name), context: 'REST schema' });
  for (const v of catalogue.versions) {
    docs.push({
      kind: 'event',
      title: `${v.type} ${v.version}`,
      name: v.type,
      text: `${v.summary} ${v.section}`,
      url: eventPath(v.type, v.version),
      context: `${v.section}${v.latest ? '' : ' (older version)'}`,
    });
    for (const row of v.fields) {
      const path = fieldPathText(row.path);
      docs.push({
        kind: 'field',
        title: path,
        name: '',
        text: plainText(row.description).slice(0, 200),
        url: `${eventPath(v.type, v.version)}#${fieldId('payload', row.path)}`,
        context: `${v.type} ${v.version}`,
      });
    }
  }
  for (const t of catalogue.sharedTypes.values()) {
    const uses = t.usedBy.length + t.spreadInto.length;
    if (uses === 0) continue;
    const fields =
      typeof t.schema.properties === 'object' && t.schema.properties !== null
        ? Object.keys(t.schema.properties).join(' ')
        : '';
    docs.push({
      kind: 'shared type',
      title: t.name,
      name: `${t.name} ${fields}`,
      text: plainText(t.description),
      url: sharedTypePath(t.name),
      context: `shared type, used by ${uses} payload${uses === 1 ? '' : 's'}`,
    });
  }
  for (const g of GUIDES)
    docs.push({
      kind: 'guide',
      title: g.title,
      name: g.slug,
      text: g.summary,
      url: guidePath(g.slug),
      context: 'guide',
    });
  for (const section of sections)
    docs.push({
      kind: 'guide',
      title: section.heading,
      name: '',
      text: section.guide,
      url: `${section.page}#${section.id}`,
      context: `section of the ${section.guide} guide`,
    });
  docs.push(
    {
      kind: 'page',
      title: 'Envelope, EventBridge and CloudEvents',
      name: 'envelope EventEnvelope EventBridgeEntry EventBridgeDetail CloudEvent',
      text: 'delivery envelope mapping',
      url: PAGES.envelope,
      context: 'events',
    },
    {
      kind: 'page',
      title: 'Event catalogue',
      name: 'events catalogue',
      text: 'every event type by section',
      url: PAGES.events,
      context: 'events',
    },
    {
      kind: 'page',
      title: 'Shared types',
      name: 'shared types',
      text: 'object types shared by payloads',
      url: PAGES.sharedTypes,
      context: 'events',
    },
    {
      kind: 'page',
      title: 'REST API',
      name: 'rest api operations',
      text: rest.title,
      url: PAGES.rest,
      context: 'REST',
    },
    {
      kind: 'page',
      title: 'API changelog',
      name: 'changelog release notes',
      text: 'what changed in the operations and events, release by release',
      url: PAGES.changelog,
      context: 'changelog',
    },
    {
      kind: 'page',
      title: 'Tools',
      name: 'tools client mock server install',
      text: 'TypeScript client, mock server, event schemas',
      url: PAGES.tools,
      context: 'tools',
    },
    {
      kind: 'page',
      title: 'Downloads',
      name: 'download openapi.json openapi.yaml asyncapi.json asyncapi.yaml',
      text: 'the OpenAPI and AsyncAPI documents',
      url: `${PAGES.home}#downloads`,
      context: 'home',
    },
  );
  return docs.map((d, id) => ({ id, ...d }));
}

/**
 * The MiniSearch index of the documents (as JSON) and the table of what results show.
 * @example JSON.parse(buildSearchIndex(docs).index).documentCount
 */
export function buildSearchIndex(documents: readonly SearchDocument[]): SearchPayload {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  index.addAll(documents);
  return { index: JSON.stringify(index), table: searchTable(documents) };
}

/**
 * The script that carries the index: it sets one global to the payload, whose `index` the page
 * hands to `MiniSearch.loadJSON`.
 * @example searchIndexScript(payload) // 'self.__SPEC_SITE_SEARCH__={"index":"...","table":{...}};\n'
 */
export function searchIndexScript(payload: SearchPayload): string {
  return `self.${SEARCH_GLOBAL}=${JSON.stringify(payload)};\n`;
}
