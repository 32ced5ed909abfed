// The one rule for printing text a server or an input chose (src/terminal-text.ts): control
// characters are shown, never obeyed.
import { describe, expect, test } from 'vitest';
import { terminalText } from '../src/terminal-text.js';

describe('terminalText', () => {
  test.each([
    ['an ANSI colour', 'A-\u001b[31mRED', 'A-\\u001b[31mRED'],
    ['a window title (OSC ended by BEL)', '\u001b]0;pwned\u0007', '\\u001b]0;pwned\\u0007'],
    ['a clear screen', '\u001b[2J\u001b[H', '\\u001b[2J\\u001b[H'],
    ['a carriage return that would overwrite the line', 'x\r✓ passed', 'x\\u000d✓ passed'],
    ['a newline that would forge a line', 'x\n✓ passed', 'x\\u000a✓ passed'],
    ['a C1 CSI', 'x\u009b31m', 'x\\u009b31m'],
    ['DEL and NUL', '\u007f\u0000', '\\u007f\\u0000'],
    ['backspace', 'ab\bc', 'ab\\u0008c'],
    ['a right-to-left override that reverses what follows', 'A-\u202edeliaf', 'A-\\u202edeliaf'],
    ['a right-to-left isolate and its end', '\u2067x\u2069', '\\u2067x\\u2069'],
    ['the right-to-left and Arabic letter marks', '\u200f\u061c', '\\u200f\\u061c'],
    ['a line separator', 'x\u2028✓ passed', 'x\\u2028✓ passed'],
  ])('%s is shown as an escape', (_name, text, want) => {
    expect(terminalText(text)).toBe(want);
  });

  test.each([
    ['plain text', '/account_number must be a string (got number)'],
    ['a tab', 'a\tb'],
    ['letters of any script and emoji', 'Zürich – 東京 ✓ ✗ 🙂'],
    ['the empty string', ''],
  ])('%s is unchanged', (_name, text) => {
    expect(terminalText(text)).toBe(text);
  });
});
