// The build command (scripts/build-site.ts): reads its arguments, builds the spec site from the
// bundled contract into packages/spec-site/dist (or --out DIR) and prints what it built: pages, sizes
// and the time of each step. A function of its arguments and output streams, returning the exit code,
// so that the tests call it in process; the script only hands it the process's.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const HELP = `build-site: builds the spec site (REST reference, event catalogue, guides, search, API changelog, downloads).

Usage: tsx scripts/build-site.ts [--out DIR] [--file-urls]

Options:
  --out <dir>   where the site goes; replaced as a whole (default: packages/spec-site/dist)
  --file-urls   links name index.html, for a copy opened from disk (file://)
  --help        show this help
`;

/** Where the command writes: the process's stdout and stderr, or a test's. */
export interface BuildCommandOutput {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/**
 * Runs the build command with `args` (the command line after the script's name).
 * @returns the exit code: 0 built (or --help), 1 the build failed, 2 a usage error.
 * @example process.exitCode = await main(process.argv.slice(2));
 */
export async function main(args: string[], output: BuildCommandOutput = process): Promise<number> {
  let values: { out?: string; 'file-urls'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: { out: { type: 'string' }, 'file-urls': { type: 'boolean' }, help: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    output.stderr.write(`build-site: ${error instanceof Error ? error.message : String(error)} (see --help)\n`);
    return 2;
  }
  if (values.help === true) {
    output.stdout.write(HELP);
    return 0;
  }
  const outDir = values.out ?? fileURLToPath(new URL('../../dist', import.meta.url));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  try {
    // Imported here: --help and a usage error need none of the build.
    const { buildSite } = await import('./build-site.js');
    const report = await buildSite({
      outDir,
      repoDir: fileURLToPath(new URL('../..', import.meta.url)),
      fileUrls: values['file-urls'] === true,
    });
    const { heaviestPage: h, assets } = report;
    const withAssets = h.gzip + assets.script.gzip + assets.style.gzip;
    output.stdout.write(
      [
        `spec-site: ${report.pages} pages (${report.operations} operations, ${report.eventVersions} event versions), ${report.files} files in ${outDir}`,
        `  time ${report.timings.total} ms (${Object.entries(report.timings)
          .filter(([k]) => k !== 'total')
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}); load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
        `  heaviest page ${h.path}: ${kb(h.bytes)} (${kb(h.gzip)} gzip); with script ${kb(assets.script.gzip)} and style ${kb(assets.style.gzip)} gzip: ${kb(withAssets)}; plus the search index ${kb(assets.searchIndex.bytes)} (${kb(assets.searchIndex.gzip)} gzip, ${report.searchDocuments} documents) when searching: ${kb(withAssets + assets.searchIndex.gzip)}`,
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    output.stderr.write(
      `build-site: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 1;
  }
}
