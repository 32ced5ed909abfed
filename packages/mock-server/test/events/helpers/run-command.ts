/** Test helper: runs `energy-mock-server events` in-process and captures its output. */
import type { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { runEventsCommand } from '../../../src/events/command.js';
import { schemasDir } from './event-validation.js';

class Capture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.text += chunk.toString('utf8');
    callback();
  }
}

/** What one run printed, and its exit code. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as NDJSON. */
  events: unknown[];
}

/**
 * Runs the command with `args` (and `--schemas <dir under test>` unless given). `tty` makes
 * stderr look like a terminal; `signals` stands in for `process` as the source of SIGINT/SIGTERM;
 * `clock` for the command's millisecond clock.
 */
export async function runEvents(
  args: string[],
  options: { tty?: boolean; signals?: EventEmitter; clock?: () => number } = {},
): Promise<CommandResult> {
  const stdout = new Capture();
  const stderr = new Capture();
  if (options.tty) (stderr as unknown as { isTTY: boolean }).isTTY = true;
  const fullArgs = args.includes('--schemas') ? args : [...args, '--schemas', schemasDir];
  const code = await runEventsCommand(fullArgs, {
    stdout,
    stderr,
    ...(options.signals ? { signals: options.signals } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const events = stdout.text
    .split('\n')
    .filter((l) => l.trim().startsWith('{'))
    .map((l) => JSON.parse(l) as unknown);
  return { code, stdout: stdout.text, stderr: stderr.text, events };
}
