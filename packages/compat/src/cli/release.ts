/**
 * Command line of the release (`npm run release`): from a clean tree with pending changesets, it
 * builds, tests, checks every tarball, versions the fixed group, refreshes the lockfile, commits the
 * bump and publishes with changesets, whose tags then name the bump commit. It pushes nothing.
 * Exit codes: 0 released, 1 a step failed, 2 refused before any change (usage, a dirty tree, no
 * pending changeset, no git identity, no registry credentials).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pendingRelease } from '../changesets.js';
import { publishedPackages } from '../release-pack.js';
import { runPackRelease } from './pack-release.js';

/** The `--help` text. */
export const RELEASE_HELP = `Usage: npm run release [-- --skip-build-and-test]

Releases the published packages (one fixed group, one version) to the registry npm is configured
with for the @energy-contracts scope (npm config get @energy-contracts:registry, else registry),
with the credentials of your user .npmrc, e.g. for npmjs.org:
  //registry.npmjs.org/:_authToken=\${NPM_TOKEN}
Steps, each printed as it starts: refuse a dirty tree or one with no pending changeset; check git
has an identity and the registry accepts the credentials (npm whoami); npm run build; npm test;
npm run pack:release (each tarball checked, publint, attw); changeset version; npm install
--package-lock-only; git commit of the bump; changeset publish (a git tag per package on the bump
commit). Nothing is pushed: git push --follow-tags afterwards.
  --skip-build-and-test  skip the build and test steps (for a caller that has just run them)
  --help                 show this help`;

/** Where the release writes: its own lines, and its children's output as it comes. */
export interface ReleaseIo {
  /** One line of the release's own progress or error. */
  log: (line: string) => void;
  /** A chunk of a child's stdout or stderr, passed on unchanged. */
  raw: (chunk: string) => void;
}

/** What the release runs against; each field defaults to this process's. */
export interface ReleaseOptions {
  repo?: string;
  env?: NodeJS.ProcessEnv;
  io?: ReleaseIo;
  /** Longest silence before a "still running" line, in ms (default 5000: never silent for 10 s). */
  heartbeatMs?: number;
}

/** A refusal before any change (exit 2) or a failed step (exit 1), with what to do about it. */
export class ReleaseError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

/**
 * Runs `work`, printing `still running <title> (Ns)` whenever `heartbeatMs` pass with no output:
 * `work` calls `touch` each time it prints. The lines come from a timer, so they show as long as
 * `work` waits (on a child or on I/O) rather than computing.
 *
 * @example
 * await withHeartbeat('build', 5000, io, (touch) => run(..., touch));
 */
export async function withHeartbeat<T>(
  title: string,
  heartbeatMs: number,
  io: ReleaseIo,
  work: (touch: () => void) => Promise<T>,
): Promise<T> {
  const started = Date.now();
  let last = started;
  const timer = setInterval(() => {
    const now = Date.now();
    if (now - last < heartbeatMs) return;
    last = now;
    io.log(`release: still running ${title} (${Math.round((now - started) / 1000)} s)`);
  }, heartbeatMs / 2);
  try {
    return await work(() => {
      last = Date.now();
    });
  } finally {
    clearInterval(timer);
  }
}

interface Ctx {
  repo: string;
  env: NodeJS.ProcessEnv;
  io: ReleaseIo;
  heartbeatMs: number;
}

/** Runs a command in the repository, its output passed on as it comes; its stdout when `capture`. */
function exec(
  ctx: Ctx,
  command: string,
  args: readonly string[],
  touch: () => void,
  capture = false,
  stdin: 'ignore' | 'inherit' = 'ignore',
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ctx.repo, env: ctx.env, stdio: [stdin, 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      touch();
      if (capture) stdout += chunk;
      else ctx.io.raw(chunk);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      touch();
      stderr += chunk;
      if (!capture) ctx.io.raw(chunk);
    });
    child.on('error', (error) => reject(new ReleaseError(`cannot run ${command}: ${error.message}`, 1)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else {
        const why = capture && stderr.trim() ? `: ${stderr.trim().split('\n').slice(-5).join(' / ')}` : '';
        reject(new ReleaseError(`${[command, ...args].join(' ')} exited with ${signal ?? code}${why}`, 1));
      }
    });
  });
}

/** One numbered step: its title printed, a heartbeat while it runs. */
async function step<T>(ctx: Ctx, n: string, title: string, work: (touch: () => void) => Promise<T>): Promise<T> {
  ctx.io.log(`release [${n}] ${title}`);
  return withHeartbeat(title, ctx.heartbeatMs, ctx.io, work);
}

/** Output of a quick command (git, npm config), trimmed; throws a ReleaseError(2) saying `why` on failure. */
async function quick(ctx: Ctx, command: string, args: readonly string[], why: string): Promise<string> {
  try {
    return (await exec(ctx, command, args, () => {}, true)).trim();
  } catch (error) {
    throw new ReleaseError(`${why}: ${(error as Error).message}`, 2);
  }
}

/** The registry the scope publishes to, as npm resolves it for the repository. */
async function scopeRegistry(ctx: Ctx): Promise<string> {
  const scoped = await quick(ctx, 'npm', ['config', 'get', '@energy-contracts:registry'], 'cannot read npm config');
  if (scoped && scoped !== 'undefined' && scoped !== 'null') return scoped;
  return quick(ctx, 'npm', ['config', 'get', 'registry'], 'cannot read npm config');
}

/** The checks that refuse a release before anything changes; returns the registry and user. */
async function preflight(ctx: Ctx): Promise<{ registry: string; user: string }> {
  const dirty = (await quick(ctx, 'git', ['status', '--porcelain'], 'not a git repository'))
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
  if (dirty.trim())
    throw new ReleaseError(
      `the working tree has uncommitted changes; commit or stash them first (the release commits its version bump):\n${dirty}`,
      2,
    );
  const pending = await pendingRelease(ctx.repo);
  if (pending.changesets === 0 || pending.covered === 'none')
    throw new ReleaseError(
      pending.changesets === 0
        ? 'no pending changeset in .changeset/: nothing to release (npx changeset records a change)'
        : `the ${pending.changesets} pending changeset(s) name no published package: nothing to release`,
      2,
    );
  // The identity git commit and git tag would use (config or GIT_AUTHOR_*/GIT_COMMITTER_* variables).
  for (const ident of ['GIT_AUTHOR_IDENT', 'GIT_COMMITTER_IDENT']) {
    await quick(
      ctx,
      'git',
      ['var', ident],
      'git has no identity to commit the version bump with (git config user.name ...; git config user.email ...)',
    );
  }
  const registry = await scopeRegistry(ctx);
  const host = registry.replace(/^https?:/, '').replace(/\/?$/, '/');
  let user: string;
  try {
    user = (await exec(ctx, 'npm', ['whoami', '--registry', registry], () => {}, true)).trim();
  } catch {
    throw new ReleaseError(
      `${registry} did not accept your credentials (npm whoami failed). Put the token line in your user .npmrc (~/.npmrc):\n  ${host}:_authToken=\${NPM_TOKEN}\nand export NPM_TOKEN=<an automation or granular access token that may publish @energy-contracts/*>`,
      2,
    );
  }
  return { registry, user };
}

/** The versions of the published packages in package-lock.json's workspace entries, by name. */
function lockedVersions(repo: string, dirs: readonly string[]): Map<string, string | undefined> {
  const lock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { name?: string; version?: string }>;
  };
  return new Map(dirs.map((dir) => [dir, lock.packages[path.relative(repo, dir).split(path.sep).join('/')]?.version]));
}

/**
 * Runs the release with `argv` (without node and the script) and returns the exit code.
 *
 * @example
 * process.exitCode = await runRelease(process.argv.slice(2));
 */
export async function runRelease(argv: readonly string[], options: ReleaseOptions = {}): Promise<number> {
  const io = options.io ?? {
    log: (line) => console.log(line),
    raw: (chunk) => process.stdout.write(chunk),
  };
  let skip = false;
  for (const arg of argv) {
    if (arg === '--help' || arg === '-h') {
      io.log(RELEASE_HELP);
      return 0;
    }
    if (arg === '--skip-build-and-test') skip = true;
    else {
      io.log(`release: unknown argument '${arg}' (see --help)`);
      return 2;
    }
  }
  const ctx: Ctx = {
    repo: path.resolve(options.repo ?? process.cwd()),
    env: options.env ?? process.env,
    io,
    heartbeatMs: options.heartbeatMs ?? 5000,
  };
  const total = skip ? 7 : 9;
  let n = 0;
  const next = () => `${++n}/${total}`;
  let versioned = false;
  let committed: string | undefined;
  try {
    const { registry, user } = await step(
      ctx,
      next(),
      'checks: clean tree, pending changesets, git identity, registry credentials',
      () => preflight(ctx),
    );
    io.log(`release: publishing to ${registry} as ${user}`);
    // changesets reads the scope's registry from this variable only; without it, it would ask the
    // public registry whether the account needs a one-time password.
    ctx.env = { ...ctx.env, 'npm_config_@energy-contracts:registry': registry };
    if (!skip) {
      await step(ctx, next(), 'build: npx turbo run build', (touch) =>
        exec(ctx, 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], touch),
      );
      await step(ctx, next(), 'test: npm test', (touch) => exec(ctx, 'npm', ['test'], touch));
    }
    await step(ctx, next(), 'tarballs: npm run pack:release (npm pack, publint, attw)', async (touch) => {
      // The checked tarballs are not the published ones (changeset publish packs the bumped
      // versions), so they go once checked.
      const out = mkdtempSync(path.join(tmpdir(), 'release-pack-'));
      const code = await runPackRelease(
        ['--out', out],
        {
          out: (line) => {
            touch();
            io.log(line);
          },
          err: (line) => {
            touch();
            io.log(line);
          },
        },
        ctx.repo,
      ).finally(() => rmSync(out, { recursive: true, force: true }));
      if (code !== 0) throw new ReleaseError('a tarball check failed (above); nothing was changed', code === 2 ? 2 : 1);
      io.log('release: tarballs checked and removed (changeset publish packs the bumped versions)');
    });
    versioned = true;
    await step(ctx, next(), 'version: npx changeset version', (touch) =>
      exec(ctx, 'npx', ['changeset', 'version'], touch),
    );
    const pkgs = await publishedPackages(ctx.repo);
    const versions = new Set(pkgs.map((p) => p.version));
    if (versions.size !== 1)
      throw new ReleaseError(`changeset version left the fixed group at ${[...versions].join(', ')}`, 1);
    const version = [...versions][0]!;
    io.log(`release: ${pkgs.length} packages at ${version}`);
    await step(ctx, next(), 'lockfile: npm install --package-lock-only', async (touch) => {
      await exec(ctx, 'npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], touch);
      const stale = [
        ...lockedVersions(
          ctx.repo,
          pkgs.map((p) => p.dir),
        ),
      ].filter(([, v]) => v !== version);
      if (stale.length)
        throw new ReleaseError(
          `package-lock.json still has ${stale.map(([dir, v]) => `${path.relative(ctx.repo, dir)} at ${v}`).join(', ')}`,
          1,
        );
    });
    await step(ctx, next(), `commit: git commit of the bump to ${version}`, async (touch) => {
      await exec(ctx, 'git', ['add', '--all'], touch);
      await exec(
        ctx,
        'git',
        ['commit', '--quiet', '-m', `Release ${version}: ${pkgs.map((p) => p.name).join(', ')}`],
        touch,
      );
      committed = await quick(ctx, 'git', ['rev-parse', '--short', 'HEAD'], 'cannot read HEAD');
    });
    await step(ctx, next(), `publish: npx changeset publish to ${registry}`, (touch) =>
      // stdin stays the terminal's: changesets asks there for a one-time password when the account needs one.
      exec(ctx, 'npx', ['changeset', 'publish'], touch, false, 'inherit'),
    );
    const tags = (await quick(ctx, 'git', ['tag', '--points-at', 'HEAD'], 'cannot list tags')).split('\n');
    const missing = pkgs.map((p) => `${p.name}@${version}`).filter((tag) => !tags.includes(tag));
    if (missing.length) throw new ReleaseError(`no tag on the bump commit for ${missing.join(', ')}`, 1);
    io.log(
      `release: ${pkgs.length} packages published at ${version} to ${registry}; bump commit ${committed} tagged. Push with: git push --follow-tags`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    io.log(`release: ${error.message}`);
    if (versioned && !committed)
      io.log(
        'release: the version bump is in the working tree, not committed; git stash --include-untracked sets it aside (the changesets come back)',
      );
    if (committed)
      io.log(
        `release: the bump is committed (${committed}); once the cause is fixed, npx changeset publish publishes the packages not yet on the registry and tags them`,
      );
    return error.exitCode;
  }
}
