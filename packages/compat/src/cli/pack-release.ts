/**
 * Command line of the release dry run (`npm run pack:release`): packs every published package into
 * a directory and checks each tarball against its manifest. Exit codes: 0 every tarball is right,
 * 1 a tarball misses a promised file or carries sources/tests (or npm pack failed), 2 usage error.
 */
import { mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  consumerProblems,
  lintTarball,
  packPackages,
  publishedPackages,
  tarballProblems,
  unbuiltTargets,
  undeclaredImports,
} from '../release-pack.js';
import type { CliIo } from './check-compat.js';

/** The `--help` text. */
export const PACK_RELEASE_HELP = `Usage: npm run pack:release [-- --out <dir>]

Dry-run release: npm pack of every published workspace package (build them first: npm run build),
then checks each tarball holds what its exports and bin promise, its README.md and LICENSE, no
src/, test/, scripts/, bench/ or TypeScript sources and no source map without its sources, that
every package its JavaScript imports is declared, and runs publint and attw (esm-only profile) on it.
Exit codes: 0 every tarball is right, 1 a tarball has a problem, 2 usage error or packages not built.
  --out <dir>  where to write the tarballs (default: a new temporary directory)
  --help       show this help`;

/**
 * Runs the command line with `argv` (without node and the script) and returns the exit code.
 *
 * @example
 * process.exitCode = await runPackRelease(['--out', '/tmp/release']);
 */
export async function runPackRelease(
  argv: readonly string[],
  io: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) },
  repo: string = process.cwd(),
): Promise<number> {
  let out: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      io.out(PACK_RELEASE_HELP);
      return 0;
    }
    if (arg === '--out' && argv[i + 1]) out = path.resolve(argv[++i]!);
    else {
      io.err(
        `pack:release: ${arg === '--out' ? '--out expects a directory' : `unknown argument '${arg}'`} (see --help)`,
      );
      return 2;
    }
  }
  const dir = out ?? mkdtempSync(path.join(tmpdir(), 'pack-release-'));
  mkdirSync(dir, { recursive: true });
  let failed = 0;
  try {
    const pkgs = await publishedPackages(repo);
    const unbuilt = pkgs
      .map((pkg) => [pkg.name, unbuiltTargets(pkg)] as const)
      .filter(([, missing]) => missing.length > 0);
    if (unbuilt.length) {
      io.err(
        `pack:release: run npm run build first: ${unbuilt.length} package(s) not built (${unbuilt.map(([name, missing]) => `${name}: ${missing.join(', ')}`).join('; ')})`,
      );
      return 2;
    }
    const tarballs = await packPackages(pkgs, dir);
    for (const [i, pkg] of pkgs.entries()) {
      const packed = tarballs[i]!;
      const lint = await lintTarball(packed.tarball);
      const problems = [
        ...tarballProblems(pkg.manifest, packed.files),
        ...undeclaredImports(pkg, packed.files),
        ...consumerProblems(pkg, packed.files),
        ...lint.problems,
      ];
      io.out(
        `${problems.length ? 'FAIL' : 'ok  '} ${pkg.name}@${pkg.version}: ${path.basename(packed.tarball)}, ${packed.files.length} files, ${statSync(packed.tarball).size} bytes`,
      );
      for (const p of [...problems, ...lint.notes]) io.out(`     ${p}`);
      if (problems.length) failed++;
    }
  } catch (error) {
    io.err(`pack:release: ${(error as Error).message}`);
    return 1;
  }
  io.out(
    failed
      ? `pack:release: ${failed} package(s) with problems; tarballs in ${dir}`
      : `pack:release: every tarball is right; tarballs in ${dir}`,
  );
  return failed ? 1 : 0;
}
