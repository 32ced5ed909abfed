/**
 * Text from a server or an input file, made safe to print on one line of a terminal: one rule for
 * every CLI of the project (the validator, `energy-contract-test`).
 */

// C0 controls (tab aside), DEL and C1 controls: ESC and CSI start sequences that recolour, move the
// cursor, retitle the window or clear the screen; CR and LF would let the text forge a line of its
// own ("✓ ... passed"). Tab moves nothing but the column. The bidirectional marks, embeddings,
// overrides and isolates reorder how the rest of the line is shown ("deliaf" read as "failed"), and
// the line and paragraph separators break a line where a terminal or a log viewer honours them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069]/g;

/**
 * `text` with every control character but tab, and every bidirectional control and line separator,
 * written as a visible `\uXXXX` escape (as JSON writes it), so a terminal shows it instead of obeying it.
 * @example terminalText('code \u001b[2J') // 'code \\u001b[2J'
 * @example terminalText('a\nb') // 'a\\u000ab'
 */
export function terminalText(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
