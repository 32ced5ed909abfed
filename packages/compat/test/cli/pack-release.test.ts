// The release dry run's command line: --help and usage errors (the packing itself is exercised by
// test/e2e/release-pack.test.ts).
import { describe, expect, test } from 'vitest';
import { PACK_RELEASE_HELP, runPackRelease } from '../../src/cli/pack-release.js';

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPackRelease(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
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
});
