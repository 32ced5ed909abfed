// The repository scripts run @energy-contracts/compat from its sources, and compat imports the
// published entry points of @energy-contracts/schema-tools (its dist/), which a fresh clone has not
// built yet: build it first when it is missing (turbo, its cached output when it has one). A built
// copy is used as it is; `npx turbo run build` refreshes it after a change to schema-tools.
// Usage: const { runCheckCompat } = await loadCompat();
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The compat package, after building @energy-contracts/schema-tools when it is not built. */
export async function loadCompat(): Promise<typeof import('@energy-contracts/compat')> {
  try {
    createRequire(path.join(root, 'packages/compat/package.json')).resolve(
      '@energy-contracts/schema-tools/json-pointer',
    );
  } catch {
    console.error(
      '@energy-contracts/schema-tools is not built yet: building it (npx turbo run build --filter=@energy-contracts/schema-tools)...',
    );
    const build = spawnSync(
      'npx',
      ['turbo', 'run', 'build', '--filter=@energy-contracts/schema-tools', '--output-logs=errors-only'],
      { cwd: root, stdio: ['ignore', process.stderr, process.stderr] },
    );
    if (build.status !== 0) {
      if (build.error !== undefined) console.error(`cannot run npx turbo: ${build.error.message}`);
      process.exit(build.status ?? 2);
    }
  }
  return import('@energy-contracts/compat');
}
