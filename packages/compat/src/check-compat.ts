/**
 * The schema evolution guard: compares `specs/` at a git ref with the working tree, classifies
 * every change, and says whether the pending changesets cover the bump it requires.
 */
import { type Bump, type Change, covers, requiredBump } from './change.js';
import { type BundleWhich, type BundledSpecs, bundleSpecs, touchedContracts } from './bundle-specs.js';
import { pendingRelease } from './changesets.js';
import { classifyEventChanges } from './event-compat.js';
import { changedSpecFiles, materialiseSpecs, repoTopLevel, resolveCommit } from './git-specs.js';
import { classifyRestChanges } from './rest-compat.js';

/** Bundles of committed contracts: a commit never changes, so one process bundles it once. */
const committedBundles = new Map<string, BundledSpecs>();

function bundleAtCommit(topLevel: string, commit: string, which: BundleWhich): BundledSpecs {
  const key = `${topLevel}\u0000${commit}\u0000${which.rest}\u0000${which.events}`;
  let bundled = committedBundles.get(key);
  if (!bundled) {
    const base = materialiseSpecs(topLevel, commit);
    try {
      bundled = bundleSpecs(base.dir, which);
    } finally {
      base.dispose();
    }
    committedBundles.set(key, bundled);
  }
  return structuredClone(bundled);
}

/** Options of {@link checkCompat}. */
export interface CheckOptions {
  /** A directory inside the git repository; its top level holds `specs/` and `.changeset/`. */
  repo: string;
  /** The git ref to compare with (a commit, branch or tag). */
  base: string;
}

/** The guard's verdict. */
export interface CompatReport {
  base: string;
  /** The commit `base` names. */
  baseCommit: string;
  /** Files under `specs/` that differ from the base. */
  changedFiles: string[];
  changes: Change[];
  /** The bump the changes require: the highest class (breaking -> major). */
  required: Bump;
  /** The bump the pending changesets give the published group. */
  covered: Bump;
  /** Number of pending changesets. */
  changesets: number;
  /** Why the check fails; empty when it passes. */
  problems: string[];
  /** 0 when it passes, 1 when it fails. */
  exitCode: 0 | 1;
}

/**
 * Runs the guard.
 *
 * @throws UsageError (exit 2 in the CLI) for an unknown ref or a directory outside a repository.
 * @example
 * const report = await checkCompat({ repo: '.', base: 'HEAD~1' });
 * console.log(formatReport(report));
 */
export async function checkCompat(options: CheckOptions): Promise<CompatReport> {
  const baseCommit = resolveCommit(options.repo, options.base);
  const topLevel = repoTopLevel(options.repo);
  const changedFiles = changedSpecFiles(topLevel, baseCommit);
  const which = touchedContracts(changedFiles);
  let changes: Change[] = [];
  if (which.rest || which.events) {
    const before = bundleAtCommit(topLevel, baseCommit, which);
    const after = bundleSpecs(topLevel, which);
    changes = [
      ...classifyEventChanges(before.asyncapi, after.asyncapi),
      ...classifyRestChanges(before.openapi, after.openapi),
    ];
  }
  const required = requiredBump(changes);
  const pending = await pendingRelease(topLevel);
  const problems: string[] = [];
  if (changedFiles.length > 0 && pending.changesets === 0) {
    problems.push(
      required === 'none'
        ? 'specs/ changed but there is no pending changeset: the change has no effect on the bundled contracts, so `npx changeset --empty` records that'
        : `specs/ changed but there is no pending changeset: run \`npx changeset\` (a ${required} release of the group)`,
    );
  }
  if (!covers(pending.covered, required)) {
    problems.push(
      `the changes require a ${required} release of ${pending.group.join(', ')}, but the pending changesets give ${pending.covered === 'none' ? 'no release' : `a ${pending.covered} one`}`,
    );
  }
  return {
    base: options.base,
    baseCommit,
    changedFiles,
    changes,
    required,
    covered: pending.covered,
    changesets: pending.changesets,
    problems,
    exitCode: problems.length === 0 ? 0 : 1,
  };
}

/**
 * The report as text: one line per change (`class  location  what`), a summary, the required bump,
 * and the verdict.
 *
 * @example
 * console.log(formatReport(await checkCompat({ repo: '.', base: 'main' })));
 */
export function formatReport(report: CompatReport): string {
  const lines = report.changes.map((c) => `${c.class.padEnd(8)} ${c.location || '/'}  ${c.what}`);
  const count = (cls: Change['class']) => report.changes.filter((c) => c.class === cls).length;
  lines.push(
    `${report.changes.length} change(s) against ${report.base} (${report.baseCommit.slice(0, 12)}): ${count('breaking')} breaking, ${count('minor')} minor, ${count('patch')} patch; ${report.changedFiles.length} file(s) under specs/ changed`,
  );
  lines.push(`required bump: ${report.required}; pending changesets: ${report.changesets}, covering ${report.covered}`);
  lines.push(...report.problems.map((p) => `FAIL: ${p}`));
  lines.push(report.exitCode === 0 ? 'check:compat passed' : 'check:compat failed');
  return lines.join('\n');
}
