import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fencedBlocks } from '@energy-contracts/test-support/readme';

/** The command lines of the README's first `sh` block, without their comments and blank lines. */
export const readmeCommands: readonly string[] = fencedBlocks(
  readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8'),
  'sh',
)[0]!
  .split('\n')
  .map((line) => line.replace(/\s+#.*$/, '').trim())
  .filter((line) => line !== '');
