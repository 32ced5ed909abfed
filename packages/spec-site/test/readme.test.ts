// The README's commands: the block is what the tests know. The build into another directory and the
// search benchmark on it run in test/e2e/readme.test.ts; the turbo build and npm test lines are what
// runs this very test, so they are not run again.
import { readmeCommands as commands } from './support/readme-commands.js';
import { describe, expect, test } from 'vitest';

describe('README commands', () => {
  test('the block is what this test knows', () => {
    expect(commands).toEqual([
      'npx turbo run build --filter=@energy-contracts/spec-site',
      'npm run build -w @energy-contracts/spec-site -- --out /tmp/spec-site',
      'npm run bench -w @energy-contracts/spec-site -- --dir /tmp/spec-site --rounds 3',
      'npm test -w @energy-contracts/spec-site',
    ]);
  });
});
