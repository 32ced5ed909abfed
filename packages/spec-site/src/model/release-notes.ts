/**
 * Release notes: the pending changesets (what the next release will say, read with the changesets
 * library as `changeset version` reads them) and the changelogs the released packages already
 * have (`CHANGELOG.md` beside each workspace package's manifest, which `changeset version` writes).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import readChangesets from '@changesets/read';
import { getPackages } from '@manypkg/get-packages';

/** One pending changeset. */
export interface PendingChange {
  /** File name without `.md` (`first-public-contracts`). */
  id: string;
  /** Markdown summary. */
  summary: string;
  releases: Array<{ name: string; type: string }>;
}

/** A package's changelog. */
export interface PackageChangelog {
  name: string;
  version: string;
  private: boolean;
  /** Markdown of `CHANGELOG.md`, or `undefined` when it has none yet. */
  changelog?: string;
}

/** What the release notes page shows. */
export interface ReleaseNotes {
  pending: PendingChange[];
  packages: PackageChangelog[];
}

/**
 * Reads the release notes of the repository that holds `dir`.
 * @example const notes = await readReleaseNotes(process.cwd()); notes.pending.length
 */
export async function readReleaseNotes(dir: string): Promise<ReleaseNotes> {
  const { root, packages } = await getPackages(dir);
  const pending = (await readChangesets(root.dir))
    .map((c) => ({ id: c.id, summary: c.summary, releases: c.releases.map((r) => ({ name: r.name, type: r.type })) }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const changelogs = packages
    .map((p) => {
      const file = path.join(p.dir, 'CHANGELOG.md');
      const json = p.packageJson as { name: string; version: string; private?: boolean };
      return {
        name: json.name,
        version: json.version,
        private: json.private === true,
        ...(existsSync(file) ? { changelog: readFileSync(file, 'utf8') } : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return { pending, packages: changelogs };
}
