// The usage line for a command line parseArgs refused (src/parse-args-message.ts): an unknown
// option names the known ones a typo away; any other error is Node's first line.
import { parseArgs } from 'node:util';
import { describe, expect, test } from 'vitest';
import { namesATypoAway } from '../src/nearest-names.js';
import { parseArgsMessage } from '../src/parse-args-message.js';

const options = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  'max-requests': { type: 'string' },
  strict: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function messageFor(args: string[], allowPositionals = true): string {
  try {
    parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    return parseArgsMessage(error as Error, Object.keys(options));
  }
  throw new Error(`parseArgs accepted ${args.join(' ')}`);
}

describe('parseArgsMessage', () => {
  test.each([
    [['--bse-url', 'x'], 'unknown option --bse-url (did you mean --base-url?)'],
    [['--base_url=x'], 'unknown option --base_url (did you mean --base-url?)'],
    [['--stict'], 'unknown option --stict (did you mean --strict?)'],
    [['--max-request', '3'], 'unknown option --max-request (did you mean --max-requests?)'],
    [['--colour'], 'unknown option --colour'],
    [['-x'], 'unknown option -x'],
  ])('%j: %s', (args, want) => {
    expect(messageFor(args)).toBe(want);
    expect(messageFor(args, false)).toBe(want);
  });

  test.each([
    [['--base-url'], "Option '--base-url <value>' argument missing"],
    [['--max-requests', '-5'], "Option '--max-requests' argument is ambiguous."],
  ])("any other error: the first line of Node's message (%j)", (args, want) => {
    expect(messageFor(args)).toBe(want);
  });
});

test('namesATypoAway offers only names a typo away, those containing the name first', () => {
  expect(namesATypoAway('prodcts', ['products', 'charges', 'accounts'])).toEqual(['products']);
  expect(namesATypoAway('zzzzzz', ['products', 'charges'])).toEqual([]);
  expect(namesATypoAway('strict', ['strict-mode', 'reporter'])).toEqual(['strict-mode']);
});

test('namesATypoAway finds a swap of two letters, which shares no trigram, and caps what it offers', () => {
  expect(namesATypoAway('prot', ['port', 'host', 'quiet'])).toEqual(['port']);
  expect(namesATypoAway('a', ['ab', 'ac', 'ad', 'ae'], 2)).toEqual(['ab', 'ac']);
  expect(namesATypoAway('x'.repeat(200), ['x'.repeat(199)])).toEqual([]);
});
