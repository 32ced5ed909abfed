/**
 * Builds the whole site in one pass: reads the bundled contract once, builds the models (REST,
 * events, version diffs, the mock's chart data and example answers, the API changelog), renders
 * every page, bundles the client, builds the search index, and writes it all to a fresh
 * directory that replaces the output directory at the end (a server reading it never sees half a
 * site).
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DOCS_MARKER_HEADER, DOCS_PREFIX, DOCS_PROBE_PATH } from '@energy-contracts/mock-server';
import { previousVersion, readEventCatalogue, versionKey } from '../model/event-catalogue.js';
import { guideMocks } from '../model/mock-exchanges.js';
import { rateChartData } from '../model/rate-chart-data.js';
import { apiChangelog, readReleasedContracts, specsDate } from '../model/api-changelog.js';
import { readRestContract } from '../model/rest-operations.js';
import { deref } from '../model/schema-fields.js';
import { versionDiff, type FieldChange } from '../model/version-diff.js';
import { envelopePage } from '../render/envelope-page.js';
import { eventPage, eventTypePage, type EventPageContext } from '../render/event-page.js';
import { eventsIndexPage, sharedTypePage, sharedTypesIndexPage } from '../render/events-index-page.js';
import { allGuides } from '../render/guides/guides.js';
import { homePage } from '../render/home-page.js';
import { renderDocument, type Page, type SiteContext } from '../render/layout.js';
import { operationPage } from '../render/operation-page.js';
import { changelogPage } from '../render/changelog-page.js';
import { toolsPage } from '../render/tools-page.js';
import { restIndexPage, restSchemaPage } from '../render/rest-index-page.js';
import { buildSearchIndex, guideSections, searchDocuments, searchIndexScript } from '../search/build-index.js';
import { ASSETS, DOWNLOADS, eventSchemaFilePath, fileUrlLinks, pageFile } from '../site-paths.js';
import { bundleClient, contentHash } from './bundle-client.js';
import {
  checkContractRefs,
  loadContract,
  publishedSchemaFile,
  SCHEMA_PACKAGE,
  type LoadedContract,
} from './load-contract.js';
import { isJsonObject } from '@energy-contracts/schema-tools/json-pointer';
import { stringify as toYaml } from 'yaml';

/** Options of {@link buildSite}. */
export interface BuildOptions {
  /** Where the site goes; replaced as a whole. */
  outDir: string;
  /** A directory inside the git repository whose release tags make the API changelog. Absent: the current directory. */
  repoDir?: string;
  /** Links name `index.html`, for a copy opened from disk (`file://`). */
  fileUrls?: boolean;
  /** The documents to build from. Absent: the published ones (`loadContract()`). */
  contract?: LoadedContract;
}

/** Size of one output file. */
export interface FileSize {
  path: string;
  bytes: number;
  gzip: number;
}

/** What a build produced, and how long each step took. */
export interface BuildReport {
  pages: number;
  files: number;
  /** Milliseconds per step, and `total`. */
  timings: Record<string, number>;
  /** The largest HTML page (raw and gzip). */
  heaviestPage: FileSize;
  /** The script and the stylesheet every page loads. */
  assets: { script: FileSize; style: FileSize; searchIndex: FileSize };
  /** Search documents in the index. */
  searchDocuments: number;
  eventVersions: number;
  operations: number;
}

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b5cad"/><path d="M18 3 7 18h7l-2 11 11-15h-7z" fill="#ffbf47"/></svg>\n`;

function jsonText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

function sizeOf(file: string, text: string): FileSize {
  const bytes = Buffer.byteLength(text);
  return { path: file, bytes, gzip: gzipSync(text).length };
}

/**
 * Builds the site into `outDir`.
 * @throws Error naming the `$ref` and the pointer where it sits when a reference of the documents does not resolve.
 * @example const report = await buildSite({ outDir: 'dist' }); console.log(report.pages, report.timings.total);
 */
export async function buildSite(options: BuildOptions): Promise<BuildReport> {
  const timings: Record<string, number> = {};
  const started = performance.now();
  let last = started;
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - last);
    last = now;
  };

  const contract = options.contract ?? loadContract();
  checkContractRefs(contract);
  const rest = readRestContract(contract.openapi);
  const catalogue = readEventCatalogue(contract.asyncapi, contract.catalogue);
  lap('read contract');

  const diffs = new Map<string, FieldChange[]>();
  for (const version of catalogue.versions) {
    const previous = previousVersion(catalogue, version);
    if (previous !== undefined) diffs.set(versionKey(version), versionDiff(contract.asyncapi, previous, version));
  }
  lap('version diffs');

  const chart = rateChartData();
  const mocks = guideMocks();
  lap('mock data');

  const repoDir = options.repoDir ?? process.cwd();
  const changelog = apiChangelog(readReleasedContracts(repoDir), {
    version: 'unreleased',
    date: specsDate(repoDir),
    openapi: contract.openapi,
    asyncapi: contract.asyncapi,
  });
  lap('changelog');

  const client = await bundleClient();
  lap('bundle client');

  const envelope = deref(contract.asyncapi, { $ref: '#/components/schemas/EventEnvelope' }).node;
  const envelopeExample =
    Array.isArray(envelope.examples) && isJsonObject(envelope.examples[0]) ? envelope.examples[0] : {};
  const asyncInfo =
    isJsonObject(contract.asyncapi) && isJsonObject(contract.asyncapi.info) ? contract.asyncapi.info : {};
  const eventContext: EventPageContext = {
    catalogue,
    diffs,
    envelopeExample: {
      id: String(envelopeExample.id),
      source: String(envelopeExample.source),
      occurred_at: String(envelopeExample.occurred_at),
    },
    schemaPackage: SCHEMA_PACKAGE,
  };
  const asyncDescription = typeof asyncInfo.description === 'string' ? asyncInfo.description : '';
  const guides = allGuides({ rest, openapi: contract.openapi, mocks, chart });
  const documents = searchDocuments(rest, catalogue, guideSections(guides));
  const indexScript = searchIndexScript(buildSearchIndex(documents));
  lap('search index');
  const pages: Page[] = [
    homePage(rest, catalogue, {
      title: changelog[0]!.initial !== undefined ? 'initial release' : changelog[0]!.version,
      date: changelog[0]!.date,
    }),
    restIndexPage(rest),
    ...rest.operations.map((o) => operationPage(rest, contract.openapi, o)),
    ...rest.schemaNames.map((name) => restSchemaPage(rest, contract.openapi, name)),
    ...guides,
    eventsIndexPage(catalogue, asyncDescription),
    ...[...catalogue.types.keys()].map((type) => eventTypePage(eventContext, type)),
    ...catalogue.versions.map((v) => eventPage(eventContext, v)),
    sharedTypesIndexPage(catalogue),
    ...[...catalogue.sharedTypes.keys()].map((name) => sharedTypePage(contract.asyncapi, catalogue, name)),
    envelopePage(contract.asyncapi, catalogue, asyncDescription),
    changelogPage(changelog),
    toolsPage(),
  ];
  const site: SiteContext = {
    name: 'Energy platform contract',
    restVersion: rest.version,
    eventsVersion: typeof asyncInfo.version === 'string' ? asyncInfo.version : '',
    assetVersions: { script: client.script.hash, style: client.style.hash, searchIndex: contentHash(indexScript) },
    probe: DOCS_PROBE_PATH.slice(DOCS_PREFIX.length + 1),
    mockHeader: DOCS_MARKER_HEADER,
  };
  const seen = new Set<string>();
  const rendered = pages.map((page) => {
    if (seen.has(page.path)) throw new Error(`two pages at ${page.path}`);
    seen.add(page.path);
    const text = renderDocument(page, site);
    return { file: pageFile(page.path), text: options.fileUrls === true ? fileUrlLinks(text) : text };
  });
  lap('render pages');

  const outDir = path.resolve(options.outDir);
  const staging = `${outDir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  // Directories first (each once: a page and its schema.json share theirs), then the files, written
  // 32 at a time: on a busy disk the writes overlap instead of waiting for each other.
  const files: Array<{ target: string; text?: string; copyFrom?: string }> = [
    ...rendered.map((page) => ({ target: path.join(staging, page.file), text: page.text })),
    ...catalogue.versions.map((v) => ({
      target: path.join(staging, eventSchemaFilePath(v.type, v.version)),
      copyFrom: publishedSchemaFile(v.schemaFile),
    })),
    { target: path.join(staging, ASSETS.script), text: client.script.text },
    { target: path.join(staging, ASSETS.style), text: client.style.text },
    { target: path.join(staging, ASSETS.searchIndex), text: indexScript },
    { target: path.join(staging, ASSETS.icon), text: ICON },
    { target: path.join(staging, DOWNLOADS.openapiJson), text: jsonText(contract.openapi) },
    {
      target: path.join(staging, DOWNLOADS.openapiYaml),
      text: toYaml(contract.openapi, { aliasDuplicateObjects: false }),
    },
    { target: path.join(staging, DOWNLOADS.asyncapiJson), text: jsonText(contract.asyncapi) },
    {
      target: path.join(staging, DOWNLOADS.asyncapiYaml),
      text: toYaml(contract.asyncapi, { aliasDuplicateObjects: false }),
    },
  ];
  for (const dir of new Set(files.map((f) => path.dirname(f.target)))) mkdirSync(dir, { recursive: true });
  for (let i = 0; i < files.length; i += 32) {
    await Promise.all(
      files
        .slice(i, i + 32)
        .map((f) => (f.copyFrom === undefined ? writeFile(f.target, f.text ?? '') : copyFile(f.copyFrom, f.target))),
    );
  }
  rmSync(outDir, { recursive: true, force: true });
  renameSync(staging, outDir);
  lap('write files');

  const heaviest = rendered.reduce((a, b) => (Buffer.byteLength(b.text) > Buffer.byteLength(a.text) ? b : a));
  timings.total = Math.round(performance.now() - started);
  return {
    pages: rendered.length,
    files: files.length,
    timings,
    heaviestPage: sizeOf(heaviest.file, heaviest.text),
    assets: {
      script: sizeOf(ASSETS.script, client.script.text),
      style: sizeOf(ASSETS.style, client.style.text),
      searchIndex: sizeOf(ASSETS.searchIndex, indexScript),
    },
    searchDocuments: documents.length,
    eventVersions: catalogue.versions.length,
    operations: rest.operations.length,
  };
}
