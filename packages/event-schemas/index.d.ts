/**
 * Types of the files this package publishes. The package has no JavaScript entry: load the
 * files themselves (`@energy-contracts/event-schemas/catalogue.json`, `.../schemas/<type>/<version>.json`).
 *
 * @example
 * import type { CatalogueEntry } from '@energy-contracts/event-schemas';
 * const catalogue: CatalogueEntry[] = JSON.parse(readFileSync(require.resolve('@energy-contracts/event-schemas/catalogue.json'), 'utf8'));
 */

/** One item of `catalogue.json`: one (event type, payload version). */
export interface CatalogueEntry {
  /** Event type, a dotted name such as `account.created`. */
  type: string;
  /** Payload version: `v1`, `v2`, `v3`, or `1.0.0` for the one semver-versioned type. */
  version: string;
  /**
   * Path of the payload schema relative to `catalogue.json`, `schemas/<type>/<version>.json`; also its
   * import path: `@energy-contracts/event-schemas/schemas/<type>/<version>.json`.
   */
  schema: string;
  /** The schema's `$id`. */
  $id: string;
  /** The schema's title, `<type> <version>`. */
  title: string;
  /** The catalogue section (domain) the event is listed under. */
  section: string;
  /** One-line summary of the payload. */
  summary: string;
  /**
   * The shared type whose every field the payload carries, inlined in one flat object beside its
   * own fields (`x-inlines-shared-type` in the spec); null when the payload inlines none.
   */
  inlinesSharedType: string | null;
  /** Whether this is the newest payload version of its type. */
  latest: boolean;
}
