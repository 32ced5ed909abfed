// Scale bench: builds a temporary copy of the repository at 1x, 4x and 8x the event catalogue (copies
// of every event type under new names) and prints, per size with its ratio to 1x, each turbo build
// task's time, the validator's cold start, the generated files' size, a consumer's tsc time over the
// whole event union and the mock's event emission rate. A benchmark of minutes, not a test. The logic
// lives in packages/compat.
// Usage: npm run bench:scale [-- --factors 1,4,8 --only startup,size,tsc,emit --runs 5 --keep --no-warm-up]   (--help)
import { loadCompat } from './compat.js';

const { runBenchScale } = await loadCompat();
process.exitCode = runBenchScale(process.argv.slice(2));
