// The README's "Events" section states only what the command prints: its sample run, byte for
// byte, and its message for an unknown type.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fencedBlocks, markdownSection } from '@energy-contracts/test-support/readme';
import { describe, expect, test } from 'vitest';
import { runEvents } from './helpers/run-command.js';

const README = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
// Both throw when the README has no "## Events" heading; the section's text is read for the
// unknown-type message, which is prose, not a fenced block.
const section = markdownSection(README, '## Events');
const fenced = (lang: string): string[] => fencedBlocks(section, lang);

describe('README: Events', () => {
  test('the sample run prints the NDJSON shown', async () => {
    const line = fenced('sh')[0]!
      .split('\n')
      .find((l) => l.includes('--seed'))!;
    const args = line.replace(/^npx energy-mock-server events /, '').split(' ');
    const run = await runEvents(args);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(fenced('json')[0]);
  });

  test('the unknown-type message is the one printed', async () => {
    const shown = /\(`(--type acount\.created: unknown event type; nearest: [^`]+)`/.exec(section)![1]!;
    const run = await runEvents(['--type', 'acount.created']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(shown);
  });
});
