// The release dry run's command line: --help and usage errors (the packing itself is exercised by
// test/e2e/release-pack.test.ts).
import { describe, expect, test } from 'vitest';
import { PACK_RELEASE_HELP, runPackRelease } from '../../src/cli/pack-release.js';
import { createFixtureRepo } from '../support/fixture-repo.js';

async function run(argv: string[], repo?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPackRelease(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, repo);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('pack:release command line', () => {
  test('--help', async () => expect(await run(['--help'])).toEqual({ code: 0, out: PACK_RELEASE_HELP, err: '' }));
  test('--out without a directory is a usage error', async () =>
    expect(await run(['--out'])).toMatchObject({ code: 2, err: expect.stringMatching(/--out expects a directory/) }));
  test('an unknown argument is a usage error', async () =>
    expect(await run(['--publish'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/unknown argument '--publish'/),
    }));
  test('packages not built: one line saying to build first, naming what is missing, and no npm pack', async () => {
    const repo = createFixtureRepo({ rest: false, events: false });
    try {
      repo.write(
        'packages/client/package.json',
        JSON.stringify({
          name: '@energy-contracts/client',
          version: '0.0.0',
          exports: { '.': { types: './dist/src/index.d.ts', default: './dist/src/index.js' } },
        }),
      );
      repo.write(
        'packages/event-schemas/package.json',
        JSON.stringify({
          name: '@energy-contracts/event-schemas',
          version: '0.0.0',
          exports: { './schemas/*': './generated/schemas/*' },
        }),
      );
      repo.write(
        'packages/types/package.json',
        JSON.stringify({ name: '@energy-contracts/types', version: '0.0.0', bin: { t: 'dist/cli.js' } }),
      );
      repo.write('packages/types/dist/cli.js', '');
      const result = await run(['--out', `${repo.dir}/out`], repo.dir);
      expect(result.code).toBe(2);
      expect(result.out).toBe('');
      expect(result.err).toBe(
        'pack:release: run npm run build first: 2 package(s) not built (@energy-contracts/client: ./dist/src/index.d.ts, ./dist/src/index.js; @energy-contracts/event-schemas: ./generated/schemas/*)',
      );
    } finally {
      repo.dispose();
    }
  });
});
