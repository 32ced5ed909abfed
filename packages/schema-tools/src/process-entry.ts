/**
 * Whether a module is the script Node was started with, so a CLI module runs its command only then
 * and tests can import its `main`: one rule for every bin of the project (the validator,
 * `energy-mock-server`, `energy-contract-test`).
 */
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * True when the module at `moduleUrl` (its `import.meta.url`) is the process's entry `entry` (by
 * default `process.argv[1]`). Node finds its entry as `require` does, so `node dist/cli` runs
 * `dist/cli.js`, and through symlinks (a bin in `node_modules/.bin`, npx): the entry is resolved the
 * same way here. An entry that is no file (`node -e` takes its first argument there) is not the module.
 * @example isProcessEntry(import.meta.url) // true in `node cli.js`, false where cli.js is imported
 */
export function isProcessEntry(moduleUrl: string, entry: string | undefined = process.argv[1]): boolean {
  if (entry === undefined || entry === '') return false;
  try {
    const file = createRequire(moduleUrl).resolve(path.resolve(entry));
    return realpathSync(file) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
