// A sandbox for running README examples verbatim: a copy of this repository's files (build outputs
// included, node_modules linked) in a fresh git repository, so that the scaffolder,
// `changeset version` and `npm pack` never touch the real specs/, changesets or manifests.
import { execFileSync, type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fencedBlocks } from '@energy-contracts/test-support/readme';

/** This repository's root. */
export const root = path.resolve(import.meta.dirname, '../../../..');

/** The fenced blocks of `lang` in a README (under `## section`), each as its non-empty lines. */
export function blocks(file: string, lang: string, section?: string): string[][] {
  return fencedBlocks(readFileSync(file, 'utf8'), lang, section === undefined ? undefined : `## ${section}`).map(
    (block) => block.split('\n').filter((l) => l.trim() !== ''),
  );
}

/** A README line as a command: its trailing `# comment` dropped. */
export const command = (line: string) => line.replace(/\s+#.*$/, '').trim();

/** A sandbox copy of the repository: its directory, a shell and git in it, and its removal. */
export interface Sandbox {
  dir: string;
  sh(line: string): SpawnSyncReturns<string>;
  git(...args: string[]): string;
  dispose(): void;
}

/** Copies the repository's tracked and untracked (not ignored) files into a new git repository, one commit. */
export function createSandbox(): Sandbox {
  const dir = mkdtempSync(path.join(tmpdir(), 'readme-sandbox-'));
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.email=readme@example.test', '-c', 'user.name=readme', '-c', 'commit.gpgsign=false', ...args],
      { cwd: dir, encoding: 'utf8' },
    );
  const files = execFileSync('git', ['ls-files', '-c', '-o', '--exclude=node_modules', '--exclude=.turbo'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    try {
      copyFileSync(path.join(root, file), path.join(dir, file));
    } catch {
      // A file deleted in the working tree is still listed by git ls-files -c: nothing to copy.
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  // The repository's own ignores (build outputs stay untracked, as in a clone), plus the link:
  // `node_modules/` matches directories only, not a symbolic link.
  appendFileSync(path.join(dir, '.gitignore'), 'node_modules\n');
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'sandbox base');
  return {
    dir,
    sh: (line) => spawnSync('sh', ['-c', command(line)], { cwd: dir, encoding: 'utf8' }),
    git,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
