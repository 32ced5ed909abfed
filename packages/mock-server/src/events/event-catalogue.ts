/**
 * Reads the event catalogue published by `@energy-contracts/event-schemas` and selects
 * (type, version) pairs from command-line filters.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contractReader } from '@energy-contracts/schema-tools/contracts';
import { nearestNames } from '@energy-contracts/schema-tools/nearest-names';
import type { JsonSchema } from './samples.js';
import type { CatalogueEntry } from '@energy-contracts/event-schemas';

/** One item of `catalogue.json`. */
export type { CatalogueEntry };

/** The catalogue plus a loader for its schema files. */
export interface EventCatalogue {
  /** The folder holding catalogue.json and schemas/. */
  readonly dir: string;
  /** Sorted by type, then version, as published. */
  readonly entries: readonly CatalogueEntry[];
  /** Reads (once) the payload schema of an entry. */
  loadSchema(entry: CatalogueEntry): Promise<JsonSchema>;
}

/**
 * The folder of the catalogue the installed `@energy-contracts/event-schemas` publishes (its
 * schema paths are relative to it).
 *
 * @example
 * defaultSchemasDir(); // => '/repo/node_modules/@energy-contracts/event-schemas/generated'
 */
export function defaultSchemasDir(): string {
  return contractReader(import.meta.url).eventSchemasDir();
}

/**
 * Loads `catalogue.json` from `dir` (absent: the installed event-schemas package).
 *
 * @example
 * const catalogue = await loadCatalogue();
 * catalogue.entries.length; // => 265
 */
export async function loadCatalogue(dir: string = defaultSchemasDir()): Promise<EventCatalogue> {
  const file = path.join(dir, 'catalogue.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(
      `${file}: cannot read the event catalogue (${(error as NodeJS.ErrnoException).code ?? String(error)}); build @energy-contracts/event-schemas first`,
    );
  }
  const entries = JSON.parse(text) as CatalogueEntry[];
  if (!Array.isArray(entries)) throw new Error(`${file}: expected an array of catalogue entries`);
  const cache = new Map<string, Promise<JsonSchema>>();
  return {
    dir,
    entries,
    loadSchema(entry) {
      let pending = cache.get(entry.schema);
      if (!pending) {
        pending = readFile(path.join(dir, entry.schema), 'utf8').then((t) => JSON.parse(t) as JsonSchema);
        cache.set(entry.schema, pending);
      }
      return pending;
    },
  };
}

/** A selection that cannot be satisfied; `message` names the filter and the nearest choices. */
export class SelectionError extends Error {
  override name = 'SelectionError';
}

/** Filters of {@link selectEntries}. */
export interface Selection {
  /** Exact names or globs (`billing.*`, `*.created`); absent or empty: every type. */
  types?: readonly string[];
  /** `v1`, `1.0.0`, ... or `latest`; absent or empty: every version. */
  versions?: readonly string[];
}

/**
 * Picks the catalogue entries matching the filters, in catalogue order.
 * Throws {@link SelectionError} for an unknown exact type (naming the nearest types), a glob
 * matching nothing, an exact type without any requested version, or an empty selection.
 *
 * @example
 * selectEntries(entries, { types: ['billing.*'], versions: ['latest'] });
 */
export function selectEntries(entries: readonly CatalogueEntry[], selection: Selection): CatalogueEntry[] {
  const types = selection.types ?? [];
  const versions = selection.versions ?? [];
  const allTypes = [...new Set(entries.map((e) => e.type))];
  const typeMatchers: Array<(type: string) => boolean> = [];
  for (const pattern of types) {
    if (pattern.includes('*')) {
      const re = globToRegExp(pattern);
      if (!allTypes.some((t) => re.test(t))) {
        throw new SelectionError(
          `--type ${pattern}: no event type matches this pattern; types start with: ${[...new Set(allTypes.map((t) => t.split(/[._-]/)[0]))].slice(0, 12).join(', ')}, ...`,
        );
      }
      typeMatchers.push((t) => re.test(t));
    } else {
      if (!allTypes.includes(pattern)) {
        throw new SelectionError(
          `--type ${pattern}: unknown event type; nearest: ${nearestNames(pattern, allTypes).join(', ')}`,
        );
      }
      const wantedVersions = versions.filter((v) => v !== 'latest');
      if (wantedVersions.length > 0 && !versions.includes('latest')) {
        const available = entries.filter((e) => e.type === pattern).map((e) => e.version);
        if (!available.some((v) => wantedVersions.includes(v))) {
          throw new SelectionError(
            `--version ${wantedVersions.join(',')}: ${pattern} has no such version; available: ${available.join(', ')}`,
          );
        }
      }
      typeMatchers.push((t) => t === pattern);
    }
  }
  const selected = entries.filter(
    (e) =>
      (typeMatchers.length === 0 || typeMatchers.some((m) => m(e.type))) &&
      (versions.length === 0 || versions.includes(e.version) || (versions.includes('latest') && e.latest)),
  );
  if (selected.length === 0) {
    const known = [...new Set(entries.map((e) => e.version))].sort();
    throw new SelectionError(
      `--version ${versions.join(',')}: no selected event type has this version; versions in the catalogue: ${known.join(', ')}, latest`,
    );
  }
  return selected;
}

/** `billing.*` -> /^billing\..*$/; only `*` is special. */
function globToRegExp(glob: string): RegExp {
  return new RegExp(
    `^${glob
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}
