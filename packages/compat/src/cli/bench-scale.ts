/**
 * Command line of the scale bench (`npm run bench:scale`): parses the arguments, runs
 * {@link runScaleBench} and prints its table on stdout (progress on stderr). Exit codes: 0 measured,
 * 1 a build or a measurement failed, 2 a usage error.
 */
import path from 'node:path';
import { BENCH_METRICS, type BenchMetric, formatScaleBench, runScaleBench } from '../scale-bench.js';
import type { CliIo } from './check-compat.js';

/** The `--help` text. */
export const BENCH_SCALE_HELP = `Usage: npm run bench:scale -- [--factors 1,4,8] [--only <measurements>] [--runs 5] [--keep] [--no-warm-up] [--repo <dir>]

For each catalogue size, copies the repository's sources to a temporary directory (node_modules
linked), multiplies the event catalogue there (copy i of <domain>.<event> is <domain>_s<i>.<event>,
with its schemas, examples, channel and operation), builds with turbo one task at a time (after an
untimed warm-up build of the 1x copy), then measures the sizes in turns, and prints per size, with
its ratio to 1x:
  the time of each turbo build task, and
  startup    the validator's cold start: node process start to the first validateEvent
  size       bytes of the validator's generated index, event loaders and generated/, and of the event types
  tsc        a consumer's tsc time: one file routing every member of the PlatformEvent union
  emit       energy-mock-server events: steady events per second (from runs of about 40 000
             and 80 000 events) and the emitter's start
  catalogue  nothing more: builds only the event schemas (a quick check of the bench itself)
  --factors <list>  catalogue sizes, comma-separated integers >= 1 (default 1,4,8; 1 is always measured)
  --only <list>     measurements, comma-separated (default: all but catalogue); turbo then builds only
                    the packages they need
  --runs <n>        repetitions of startup, tsc and emit; the median is printed (default 5)
  --keep            keep the temporary copies and print where they are
  --no-warm-up      skip the untimed warm-up build (quicker; the 1x build times then include cold caches)
  --repo <dir>      the repository to copy (default: the current directory)
  --help            show this help
Exit codes: 0 measured; 1 a build or a measurement failed; 2 usage error.`;

const defaultIo: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

/**
 * Runs the command line with `argv` (without node and the script) and returns the exit code.
 *
 * @example
 * process.exitCode = runBenchScale(['--factors', '1,2', '--only', 'catalogue']);
 */
export function runBenchScale(argv: readonly string[], io: CliIo = defaultIo, cwd: string = process.cwd()): number {
  let factors = [1, 4, 8];
  let metrics: BenchMetric[] = BENCH_METRICS.filter((m) => m !== 'catalogue');
  let runs = 5;
  let keep = false;
  let warmUp = true;
  let repo = cwd;
  const usage = (message: string) => {
    io.err(`bench:scale: ${message} (see --help)`);
    return 2;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      io.out(BENCH_SCALE_HELP);
      return 0;
    }
    if (arg === '--keep' || arg === '--no-warm-up') {
      if (arg === '--keep') keep = true;
      else warmUp = false;
      continue;
    }
    if (!['--factors', '--only', '--runs', '--repo'].includes(arg)) return usage(`unknown argument '${arg}'`);
    const value = argv[++i];
    if (value === undefined || value === '') return usage(`${arg} expects a value`);
    if (arg === '--factors') {
      const parsed = value.split(',').map((f) => Number(f.trim()));
      if (parsed.some((f) => !Number.isInteger(f) || f < 1))
        return usage(`--factors must be comma-separated integers >= 1, got '${value}'`);
      factors = parsed;
    } else if (arg === '--only') {
      const chosen = value.split(',').map((m) => m.trim());
      const unknown = chosen.filter((m) => !(BENCH_METRICS as readonly string[]).includes(m));
      if (unknown.length > 0)
        return usage(
          `--only: unknown measurement '${unknown.join("', '")}'; expected some of ${BENCH_METRICS.join(', ')}`,
        );
      metrics = chosen as BenchMetric[];
    } else if (arg === '--runs') {
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) return usage(`--runs must be an integer >= 1, got '${value}'`);
    } else repo = path.resolve(cwd, value);
  }
  try {
    const result = runScaleBench({ repo, factors, metrics, runs, keep, warmUp, log: io.err });
    io.out(formatScaleBench(result));
    return 0;
  } catch (error) {
    io.err(`bench:scale: ${(error as Error).message}`);
    return 1;
  }
}
