/**
 * The dry-run release: `npm pack` of each published package, and a check that each tarball holds
 * what the package's `exports` and `bin` promise and nothing of its sources or tests.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { getPackages } from '@manypkg/get-packages';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const execFileAsync = promisify(execFile);

/** A published (not private) workspace package. */
export interface PublishedPackage {
  name: string;
  version: string;
  dir: string;
  manifest: Record<string, unknown>;
}

/** One packed tarball. */
export interface PackedPackage {
  name: string;
  /** Absolute path of the `.tgz`. */
  tarball: string;
  /** Paths inside the tarball (relative to the package root). */
  files: string[];
}

/** Folders whose content is source or test material, never needed by an installed package. */
const FORBIDDEN_DIRS = ['src/', 'test/', 'scripts/', 'bench/'];

/**
 * The workspace packages that are published (not `private`), sorted by name.
 *
 * @example
 * (await publishedPackages('.')).map((p) => p.name); // ['@energy-contracts/event-schemas', ...]
 */
export async function publishedPackages(repo: string): Promise<PublishedPackage[]> {
  const { packages } = await getPackages(repo);
  return packages
    .filter((p) => p.packageJson.private !== true)
    .map((p) => ({
      name: p.packageJson.name,
      version: p.packageJson.version,
      dir: p.dir,
      manifest: p.packageJson as unknown as Record<string, unknown>,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

// npm's own log level, whatever the caller's (`npm run -s` passes `silent` down through the
// environment, and a silent npm pack fails with no reason on stderr).
const NPM_PACK = ['pack', '--json', '--ignore-scripts', '--loglevel=error'];

/** Runs `npm pack` of the package folders `dirs` (absolute paths: npm reads a bare name as a registry package) in one npm process, from `cwd`; npm's stdout. */
async function npmPack(dirs: readonly string[], outDir: string, cwd: string): Promise<string> {
  const { stdout } = await execFileAsync('npm', [...NPM_PACK, '--pack-destination', outDir, ...dirs], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** What a failed npm said: its stderr, or the error's message when it said nothing there. */
function npmReason(error: unknown): string {
  return (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
}

/**
 * Packs packages into `outDir` with `npm pack` (no scripts run), all of them in one npm process:
 * an npm process spends most of its CPU time starting up, so one process for the nine published
 * packages costs far less than one each (the tarballs are byte-identical).
 * When that pack fails, each package is packed on its own, in order, to name the one that fails.
 *
 * @returns the tarballs in the order of `pkgs`.
 * @throws Error with npm's message naming the first package (in `pkgs` order) whose pack failed.
 * @example
 * const packed = await packPackages(await publishedPackages('.'), '/tmp/release');
 */
export async function packPackages(pkgs: readonly PublishedPackage[], outDir: string): Promise<PackedPackage[]> {
  if (pkgs.length === 0) return [];
  // npm reads its project configuration from where it runs: the first package's folder, as when
  // each package was packed from its own (the packages are one repository's).
  const cwd = pkgs[0]!.dir;
  let stdout: string;
  try {
    stdout = await npmPack(
      pkgs.map((pkg) => path.resolve(pkg.dir)),
      outDir,
      cwd,
    );
  } catch (all) {
    for (const pkg of pkgs) {
      try {
        await npmPack([path.resolve(pkg.dir)], outDir, pkg.dir);
      } catch (error) {
        throw new Error(`npm pack ${pkg.name} failed: ${npmReason(error)}`);
      }
    }
    throw new Error(
      `npm pack of ${pkgs.map((pkg) => pkg.name).join(', ')} failed, but each package packed on its own: ${npmReason(all)}`,
    );
  }
  // npm may print notices before the JSON array, which has one entry per folder, in the given order.
  const json = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  if (json.length !== pkgs.length)
    throw new Error(`npm pack reported ${json.length} tarballs for ${pkgs.length} packages`);
  return pkgs.map((pkg, i) => {
    const entry = json[i]!;
    return { name: pkg.name, tarball: path.join(outDir, entry.filename), files: entry.files.map((f) => f.path).sort() };
  });
}

/** Every file target of an `exports` value (conditions and subpaths flattened). */
function exportTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(exportTargets);
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets);
  return [];
}

/**
 * What is wrong with a tarball's file list for its manifest: an `exports` or `bin` target that is
 * missing (a `*` pattern needs at least one match), or a file from `src/`, `test/`, `scripts/`,
 * `bench/`, or a TypeScript source (`.ts` that is not `.d.ts`). Empty when the tarball is right.
 *
 * @example
 * tarballProblems({ exports: { '.': './dist/index.js' } }, ['package.json']); // ['exports target ./dist/index.js is not in the tarball']
 */
export function tarballProblems(manifest: Record<string, unknown>, files: readonly string[]): string[] {
  const problems: string[] = [];
  const present = new Set(files);
  const bin = manifest.bin;
  const targets: [string, string][] = [
    ...exportTargets(manifest.exports).map((t): [string, string] => ['exports', t]),
    ...(typeof bin === 'string' ? [bin] : Object.values((bin ?? {}) as Record<string, string>)).map(
      (t): [string, string] => ['bin', t],
    ),
  ];
  for (const [kind, target] of targets) {
    const rel = path.posix.normalize(target.replace(/^\.\//, ''));
    if (rel.includes('*')) {
      const [prefix, suffix] = rel.split('*') as [string, string];
      if (!files.some((f) => f.startsWith(prefix) && f.endsWith(suffix)))
        problems.push(`${kind} pattern ${target} matches no file in the tarball`);
    } else if (!present.has(rel)) problems.push(`${kind} target ${target} is not in the tarball`);
  }
  for (const file of files) {
    if (FORBIDDEN_DIRS.some((dir) => file.startsWith(dir))) problems.push(`${file} is source or test material`);
    else if (/\.(c|m)?ts$/.test(file) && !/\.d\.(c|m)?ts$/.test(file)) problems.push(`${file} is a TypeScript source`);
  }
  return problems;
}

/**
 * The `exports` and `bin` targets of a package that are not on disk in its folder (a `*` pattern
 * needs the folder before its `*`): a package not built yet, whose tarball would miss them.
 *
 * @example
 * unbuiltTargets(pkg); // ['./dist/src/index.js'] before npm run build
 */
export function unbuiltTargets(pkg: PublishedPackage): string[] {
  const bin = pkg.manifest.bin;
  const targets = [
    ...exportTargets(pkg.manifest.exports),
    ...(typeof bin === 'string' ? [bin] : Object.values((bin ?? {}) as Record<string, string>)),
  ];
  return targets.filter((target) => {
    const rel = path.posix.normalize(target.replace(/^\.\//, ''));
    const prefix = rel.split('*')[0]!;
    const onDisk = !rel.includes('*') ? rel : prefix.endsWith('/') ? prefix.slice(0, -1) : path.posix.dirname(prefix);
    return !existsSync(path.join(pkg.dir, onDisk));
  });
}

/** Files every published tarball carries for the people who install it. */
const CONSUMER_FILES = ['README.md', 'LICENSE'];

/**
 * What a consumer would miss in a tarball: its README or LICENSE, or a source map whose sources are
 * neither shipped nor inlined (`sourcesContent`), so that a debugger or bundler finds nothing
 * behind it. Maps are read from the package's folder (the packed files are the same).
 *
 * @example
 * consumerProblems(pkg, ['package.json']); // ['README.md is not in the tarball', 'LICENSE is not in the tarball']
 */
export function consumerProblems(pkg: PublishedPackage, files: readonly string[]): string[] {
  const present = new Set(files);
  const problems = CONSUMER_FILES.filter((file) => !present.has(file)).map((file) => `${file} is not in the tarball`);
  for (const file of files.filter((f) => f.endsWith('.map'))) {
    const map = JSON.parse(readFileSync(path.join(pkg.dir, file), 'utf8')) as {
      sources?: string[];
      sourcesContent?: (string | null)[];
    };
    const missing = (map.sources ?? []).filter((source, i) => {
      if (typeof map.sourcesContent?.[i] === 'string') return false;
      return !present.has(path.posix.normalize(path.posix.join(path.posix.dirname(file), source)));
    });
    if (missing.length) problems.push(`${file} maps to ${missing.join(', ')}, neither shipped nor in sourcesContent`);
  }
  return problems;
}

/** What publint and attw say of one tarball. */
export interface TarballLint {
  /** Problems that fail the release: publint's errors and warnings, attw's failed resolutions. */
  problems: string[];
  /** publint's suggestions, printed but not failing. */
  notes: string[];
}

const require = createRequire(import.meta.url);

/** The attw command line's script, run with this Node. */
function attwBin(): string {
  const manifest = require.resolve('@arethetypeswrong/cli/package.json');
  const bin = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> }).bin.attw!;
  return path.join(path.dirname(manifest), bin);
}

/**
 * Lints a packed tarball the way openapi-typescript's `test:exports` does: publint (errors and
 * warnings fail, suggestions are notes) and `attw` with the `esm-only` profile, since the packages
 * are ES modules only and say so in their READMEs (`node10` and CommonJS `require` resolutions
 * are not supported, so attw's findings for those are left out).
 *
 * @example
 * const { problems } = await lintTarball('/tmp/release/energy-contracts-client-0.1.0.tgz');
 */
export async function lintTarball(tarball: string): Promise<TarballLint> {
  const data = readFileSync(tarball);
  const { messages, pkg } = await publint({
    pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer },
  });
  const problems: string[] = [];
  const notes: string[] = [];
  for (const message of messages) {
    const text = `publint ${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`;
    (message.type === 'suggestion' ? notes : problems).push(text);
  }
  try {
    await execFileAsync(
      process.execPath,
      [attwBin(), tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-emoji', '--no-color'],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    const report = `${stdout}\n${stderr}`.split('\n').filter((line) => line.trim() && !line.includes('(ignored'));
    problems.push(`attw (esm-only profile):\n${report.map((line) => `       ${line}`).join('\n')}`);
  }
  return { problems, notes };
}

/** Bare specifiers of import/export statements and `import()` calls in JavaScript text (relative, `#` and `node:` ones excluded). */
function bareImports(text: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  const found = new Set<string>();
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      const spec = m[1]!;
      if (/^(\.|#|node:)/.test(spec)) continue;
      found.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    }
  }
  return [...found];
}

/**
 * Packages that the tarball's JavaScript imports but its manifest does not declare (in
 * `dependencies` or `peerDependencies`): a clean install would not have them. Node's built-in
 * modules and the package's own name are allowed.
 *
 * @example
 * undeclaredImports(pkg, packed.files); // ['vitest: imported by dist/src/vitest.js']
 */
export function undeclaredImports(pkg: PublishedPackage, files: readonly string[]): string[] {
  const declared = new Set([
    pkg.name,
    ...Object.keys((pkg.manifest.dependencies ?? {}) as object),
    ...Object.keys((pkg.manifest.peerDependencies ?? {}) as object),
  ]);
  const builtins = new Set(builtinModules);
  const problems: string[] = [];
  for (const file of files.filter((f) => /\.(m|c)?js$/.test(f))) {
    for (const name of bareImports(readFileSync(path.join(pkg.dir, file), 'utf8'))) {
      if (!declared.has(name) && !builtins.has(name))
        problems.push(`${name}: imported by ${file} but not in dependencies or peerDependencies`);
    }
  }
  return problems;
}
