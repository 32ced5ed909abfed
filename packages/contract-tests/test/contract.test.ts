// The operation table the checks read from the bundled contract. The real contract's table is
// pinned in a file snapshot (written by the walk before it moved to schema-tools/openapi, so a
// change to it is a change of what the runner checks, to be read in review).
import { expect, test } from 'vitest';
import { contractOperations } from '../src/contract.js';

test('the real contract\'s operation table', async () => {
  await expect(`${JSON.stringify(contractOperations(), null, 2)}\n`).toMatchFileSnapshot('__snapshots__/contract-operations.json');
});
