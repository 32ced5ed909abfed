/** Test helper: runs `energy-mock-server events` in-process and captures its output. */
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

/** Runs the command with `args` (and `--schemas <dir under test>` unless given). */
export async function runEvents(args: string[]): Promise<CommandResult> {
  const stdout = new Capture();
  const stderr = new Capture();
  const fullArgs = args.includes('--schemas') ? args : [...args, '--schemas', schemasDir];
  const code = await runEventsCommand(fullArgs, { stdout, stderr });
  const events = stdout.text.split('\n').filter((l) => l.trim().startsWith('{')).map((l) => JSON.parse(l) as unknown);
  return { code, stdout: stdout.text, stderr: stderr.text, events };
}
