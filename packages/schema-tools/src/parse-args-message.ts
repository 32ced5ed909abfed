/**
 * The one-line usage message for an error of `node:util`'s `parseArgs`, for every CLI of the
 * project: an unknown option names the options a typo away, where Node's own message only says
 * how to pass a positional argument that starts with a dash.
 */
import { namesATypoAway } from './nearest-names.js';

/**
 * One line saying what was wrong with the command line: for an unknown option, its name and the
 * known options a typo away (`optionNames`, without dashes); otherwise the first line of Node's message.
 * @example parseArgsMessage(error, ['base-url', 'api-key']) // 'unknown option --bse-url (did you mean --base-url?)'
 */
export function parseArgsMessage(error: Error & { code?: unknown }, optionNames: Iterable<string>): string {
  const unknown =
    error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /^Unknown option '([^']*)'/.exec(error.message) : null;
  if (unknown === null) return error.message.split('\n')[0]!;
  const given = unknown[1]!;
  const near = namesATypoAway(given.replace(/^-+/, ''), optionNames).map((name) => `--${name}`);
  return `unknown option ${given}${near.length > 0 ? ` (did you mean ${near.join(' or ')}?)` : ''}`;
}
