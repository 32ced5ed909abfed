// Checks the committed lockfile against the supply-chain policy of this repository:
// every @asyncapi/* package must be an exact, reviewed version (several releases of that
// family were published with malware), no known-malicious version may appear anywhere,
// every entry must carry an integrity hash, and `npm audit` must report no high or
// critical advisory when the registry's audit endpoint answers.
// Usage: npm run check:supply-chain  (or: tsx scripts/check-supply-chain.ts [--help] [--no-audit])
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (process.argv.includes('--help')) {
  console.log(
    'tsx scripts/check-supply-chain.ts [--no-audit]: checks package-lock.json against the supply-chain policy.',
  );
  process.exit(0);
}

/** Reviewed @asyncapi/* versions; adding one is a deliberate, reviewed change. */
const reviewedAsyncapi: Record<string, string> = {
  '@asyncapi/avro-schema-parser': '3.0.24',
  '@asyncapi/modelina': '5.10.1',
  '@asyncapi/multi-parser': '2.4.0',
  '@asyncapi/openapi-schema-parser': '3.1.0',
  '@asyncapi/parser': '3.6.3',
  '@asyncapi/protobuf-schema-parser': '3.9.0',
  '@asyncapi/specs': '6.11.1',
};

/** Versions published with malware (Shai-Hulud 2.0, 2025-11-24; Miasma RAT, 2026-07-14). */
const knownMalicious: Record<string, string[]> = {
  '@asyncapi/specs': ['6.8.2', '6.8.3', '6.9.1', '6.10.1', '6.11.2', '6.11.2-alpha.1'],
  '@asyncapi/generator': ['3.3.1'],
  '@asyncapi/generator-helpers': ['1.1.1'],
  '@asyncapi/generator-components': ['0.7.1'],
};

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; integrity?: string; link?: boolean }>;
};

const problems: string[] = [];
let checked = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!location.includes('node_modules/') || entry.link) continue;
  const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const version = entry.version ?? '';
  checked++;
  if (knownMalicious[name]?.includes(version))
    problems.push(`${location}: ${name}@${version} is a known-malicious release`);
  if (name.startsWith('@asyncapi/') && reviewedAsyncapi[name] !== version) {
    problems.push(
      `${location}: ${name}@${version} is not a reviewed version (reviewed: ${reviewedAsyncapi[name] ?? 'none'})`,
    );
  }
  if (!entry.integrity) problems.push(`${location}: ${name}@${version} has no integrity hash in the lockfile`);
}

if (!process.argv.includes('--no-audit')) {
  const audit = spawnSync('npm', ['audit', '--audit-level=high', '--json'], { cwd: root, encoding: 'utf8' });
  try {
    const report = JSON.parse(audit.stdout) as {
      error?: { summary?: string };
      message?: string;
      metadata?: { vulnerabilities?: Record<string, number> };
    };
    // The registry mirror on some machines refuses the bulk advisory endpoint (405): say so, do not pass silently.
    if (report.error || !report.metadata) {
      const why = report.error?.summary || report.message || 'no answer';
      console.warn(`npm audit could not run here (${why}); the lockfile checks above still apply.`);
    } else {
      const v = report.metadata?.vulnerabilities ?? {};
      if ((v.high ?? 0) + (v.critical ?? 0) > 0)
        problems.push(`npm audit: ${v.high ?? 0} high and ${v.critical ?? 0} critical advisories`);
    }
  } catch {
    console.warn('npm audit gave no JSON answer here; the lockfile checks above still apply.');
  }
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`supply chain: ${problems.length} problem(s) in ${checked} locked packages`);
  process.exit(1);
}
console.log(`supply chain: ${checked} locked packages checked, no problem`);
