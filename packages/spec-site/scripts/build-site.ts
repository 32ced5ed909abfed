// Builds the spec site from the bundled contract into packages/spec-site/dist (or --out DIR) and
// prints what it built: pages, sizes and the time of each step.
// Usage: npm run build -w @energy-contracts/spec-site [-- --out DIR] [--file-urls]   (tsx scripts/build-site.ts --help)
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { buildSite } from '../src/build/build-site.js';

const HELP = `build-site: builds the spec site (REST reference, event catalogue, guides, search, API changelog, downloads).

Usage: tsx scripts/build-site.ts [--out DIR] [--file-urls]

Options:
  --out <dir>   where the site goes; replaced as a whole (default: packages/spec-site/dist)
  --file-urls   links name index.html, for a copy opened from disk (file://)
  --help        show this help
`;

let values;
try {
  ({ values } = parseArgs({
    args: process.argv.slice(2),
    options: { out: { type: 'string' }, 'file-urls': { type: 'boolean' }, help: { type: 'boolean' } },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  process.stderr.write(`build-site: ${error instanceof Error ? error.message : String(error)} (see --help)\n`);
  process.exit(2);
}
if (values.help === true) {
  process.stdout.write(HELP);
  process.exit(0);
}
const outDir = values.out ?? fileURLToPath(new URL('../dist', import.meta.url));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
try {
  const report = await buildSite({
    outDir,
    repoDir: fileURLToPath(new URL('..', import.meta.url)),
    fileUrls: values['file-urls'] === true,
  });
  const { heaviestPage: h, assets } = report;
  const withAssets = h.gzip + assets.script.gzip + assets.style.gzip;
  process.stdout.write(
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
} catch (error) {
  process.stderr.write(
    `build-site: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
