// The scale bench's command line: --help, and usage errors exit 2 naming the argument, before any
// copy is made. test/e2e/scale-bench.test.ts runs it for real.
import { describe, expect, test } from 'vitest';
import { BENCH_SCALE_HELP, runBenchScale } from '../../src/cli/bench-scale.js';

function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runBenchScale(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('bench:scale command line', () => {
  test('--help', () => expect(run(['--help'])).toEqual({ code: 0, out: BENCH_SCALE_HELP, err: '' }));

  test.each<[string[], string]>([
    [['--bogus'], "bench:scale: unknown argument '--bogus' (see --help)"],
    [['--factors'], 'bench:scale: --factors expects a value (see --help)'],
    [['--factors', '1,0'], "bench:scale: --factors must be comma-separated integers >= 1, got '1,0' (see --help)"],
    [['--factors', '2,x'], "bench:scale: --factors must be comma-separated integers >= 1, got '2,x' (see --help)"],
    [
      ['--only', 'startup,speed'],
      "bench:scale: --only: unknown measurement 'speed'; expected some of catalogue, startup, size, tsc, emit (see --help)",
    ],
    [['--runs', '0'], "bench:scale: --runs must be an integer >= 1, got '0' (see --help)"],
    [['--repo', ''], 'bench:scale: --repo expects a value (see --help)'],
  ])('%j -> exit 2', (argv, message) => {
    expect(run(argv)).toEqual({ code: 2, out: '', err: message });
  });
});
