/**
 * The contracts at a git ref: which files under `specs/` differ from the working tree, and a copy of
 * `specs/` as it was at the ref, written with `git archive` into a temporary directory so that the
 * same bundler functions read both sides.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A mistake in how the guard was called (unknown ref, not a repository): the CLI exits 2 on it. */
export class UsageError extends Error {}

function git(repo: string, args: string[], input?: Buffer): { status: number | null; stdout: Buffer; stderr: string } {
  const r = spawnSync('git', args, { cwd: repo, input, maxBuffer: 1 << 30 });
  if (r.error) throw new UsageError(`git could not run: ${r.error.message}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.toString() };
}

/**
 * The commit a ref names, or a {@link UsageError} naming the ref.
 *
 * @example
 * resolveCommit('.', 'HEAD~1'); // '5ce66d3…'
 */
export function resolveCommit(repo: string, ref: string): string {
  if (git(repo, ['rev-parse', '--git-dir']).status !== 0)
    throw new UsageError(`${repo} is not inside a git repository`);
  // `--end-of-options` keeps a ref that starts with '-' from being read as an option.
  const r = git(repo, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  if (r.status !== 0) throw new UsageError(`--base: unknown git ref '${ref}'`);
  return r.stdout.toString().trim();
}

/**
 * The top-level directory of the repository that holds `dir`.
 *
 * @example
 * repoTopLevel('packages/compat'); // '/work/energy-contracts'
 */
export function repoTopLevel(dir: string): string {
  const r = git(dir, ['rev-parse', '--show-toplevel']);
  if (r.status !== 0) throw new UsageError(`${dir} is not inside a git repository`);
  return r.stdout.toString().trim();
}

/**
 * Files under `specs/` that differ between `commit` and the working tree (untracked files included),
 * as repository-relative paths.
 *
 * @example
 * changedSpecFiles('.', resolveCommit('.', 'HEAD~1')); // ['specs/openapi/paths/products.yaml']
 */
export function changedSpecFiles(repo: string, commit: string): string[] {
  const diff = git(repo, ['diff', '--name-only', '--no-renames', commit, '--', 'specs']);
  if (diff.status !== 0) throw new Error(`git diff against ${commit} failed: ${diff.stderr.trim()}`);
  const untracked = git(repo, ['ls-files', '--others', '--exclude-standard', '--', 'specs']);
  const names = `${diff.stdout.toString()}\n${untracked.stdout.toString()}`
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(names)].sort();
}

/**
 * Writes `specs/` as it is at `commit` into a new temporary directory and returns that directory
 * (it holds `specs/`, or nothing when the commit has no `specs/`) and a function that removes it.
 *
 * @example
 * const base = materialiseSpecs('.', commit);
 * try { console.log(base.dir); } finally { base.dispose(); }
 */
export function materialiseSpecs(repo: string, commit: string): { dir: string; dispose: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'compat-base-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    const listed = git(repo, ['ls-tree', '--name-only', commit, '--', 'specs']);
    if (listed.stdout.toString().trim() !== '') {
      const archive = git(repo, ['archive', '--format=tar', commit, '--', 'specs']);
      if (archive.status !== 0) throw new Error(`git archive ${commit} specs failed: ${archive.stderr.trim()}`);
      const untar = spawnSync('tar', ['-x', '-f', '-', '-C', dir], { input: archive.stdout });
      if (untar.status !== 0)
        throw new Error(`tar could not unpack specs/ of ${commit}: ${untar.stderr.toString().trim()}`);
    }
    return { dir, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
