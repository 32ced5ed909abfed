// Runs the root README's release commands ("Releases"), verbatim, in a sandbox: a copy of this
// repository's files (build outputs included, node_modules linked) in a fresh git repository, so
// that the scaffolder, `changeset version` and `npm pack` never touch the real specs/, changesets or
// manifests. Order: scaffold (a pending changeset to version), version-packages, pack:release.
// readme.test.ts (here too) runs the checks between scaffold and version.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blocks, command, createSandbox, root, type Sandbox } from '../support/readme-sandbox.js';

let sandbox: Sandbox;
beforeAll(() => {
  sandbox = createSandbox();
}, 120_000);
afterAll(() => sandbox.dispose());

describe('README release commands, run in a sandbox copy of the repository', () => {
  test('root README "Releases": scaffold, version, pack', () => {
    const [releases] = blocks(path.join(root, 'README.md'), 'sh', 'Releases');
    const [scaffold, , , version, pack] = releases!;
    expect([scaffold, version, pack].map((line) => command(line!))).toEqual([
      'npm run new:event-version -- collection_process.withdrawn',
      'npm run version-packages',
      'npm run pack:release',
    ]);
    let r = sandbox.sh(scaffold!);
    expect(r.status, r.stderr).toBe(0);
    sandbox.git('add', '-A');
    sandbox.git('commit', '-q', '-m', 'collection_process.withdrawn v3');

    r = sandbox.sh(version!);
    expect(r.status, r.stderr).toBe(0);
    const versions = [
      'types',
      'event-schemas',
      'validator',
      'mock-server',
      'contract-tests',
      'client',
      'event-router',
      'schema-tools',
      'openapi',
    ].map(
      (d) =>
        (JSON.parse(readFileSync(path.join(sandbox.dir, 'packages', d, 'package.json'), 'utf8')) as { version: string })
          .version,
    );
    expect(new Set(versions).size).toBe(1);
    expect(versions[0]).not.toBe('0.0.0');

    r = sandbox.sh(pack!);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout.match(/^ok {3}@energy-contracts\/\S+@(\S+):/gm)).toHaveLength(9);
    expect(r.stdout).toContain(`@energy-contracts/types@${versions[0]}:`);
  }, 240_000);
});
