// Child processes for the tests, run asynchronously: a server under test often lives in the test
// process itself, so a spawnSync would block the very event loop that has to answer the child.
import { spawn } from 'node:child_process';

/** What a finished child printed and how it ended. */
export interface ProcessResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Options of {@link runProcess}; absent ones inherit the test process's environment and directory. */
export interface RunOptions {
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Written to the child's stdin, which is then closed (closed at once when absent). */
  input?: string;
}

/**
 * Runs a command to its end without blocking the event loop.
 * @example const r = await runProcess('bash', ['-c', 'echo hi']); // { status: 0, stdout: 'hi\n', stderr: '' }
 */
export function runProcess(command: string, args: string[], options: RunOptions = {}): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...options.env }, cwd: options.cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
