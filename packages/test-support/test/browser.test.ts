import { describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, droppedFeatures } from '../src/browser.js';

describe('droppedFeatures', () => {
  const table: [string, { args: string[]; want: string[] }][] = [
    ['no --disable-features', { args: ['--headless', '--no-sandbox'], want: [] }],
    ['one --disable-features', { args: ['--disable-features=A,B'], want: [] }],
    [
      'a later list that keeps every earlier feature',
      { args: ['--disable-features=A,B', '--headless', '--disable-features=B,A,C'], want: [] },
    ],
    ['a later list that drops one', { args: ['--disable-features=A,B', '--disable-features=B,C'], want: ['A'] }],
    [
      'three lists: only the last counts',
      { args: ['--disable-features=A', '--disable-features=A,B', '--disable-features=C'], want: ['A', 'B'] },
    ],
    [
      '--enable-features is not a list of disabled features',
      { args: ['--enable-features=A', '--disable-features=B'], want: [] },
    ],
  ];
  for (const [name, { args, want }] of table) test(name, () => expect(droppedFeatures(args)).toEqual(want));

  test("the launch flags, after Playwright's own, keep every feature Playwright disables", () => {
    expect(droppedFeatures([`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`, ...CHROMIUM_ARGS])).toEqual(
      [],
    );
    expect(CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='))).toHaveLength(1);
  });
});
