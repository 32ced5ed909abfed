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

/**
 * A JavaScript expression for code run in a child process (CommonJS or an ES module): that
 * process's own peak RSS in MB. On Linux it is VmHWM of /proc/self/status, the high-water mark of
 * the process's own memory; `process.resourceUsage().maxRSS` is not, because Linux carries the
 * parent's resident size at fork time across exec (a child of a 400 MB vitest worker reports
 * 400 MB). Elsewhere it falls back to maxRSS.
 * @example runProcess(process.execPath, ['-e', `console.log(${PEAK_RSS_MB})`])
 */
export const PEAK_RSS_MB = `(() => { try { const m = /VmHWM:\\s+(\\d+) kB/.exec(process.getBuiltinModule('node:fs').readFileSync('/proc/self/status', 'utf8')); if (m) return Number(m[1]) / 1024; } catch {} return process.resourceUsage().maxRSS / 1024; })()`;
