// runProcess: output, exit status and stdin of a child, without blocking the event loop.
import { expect, test } from 'vitest';
import { runProcess } from '../src/process.js';

test.each([
  ['stdout and status', ['-e', 'process.stdout.write("hi")'], {}, { status: 0, stdout: 'hi', stderr: '' }],
  ['stderr and a failing status', ['-e', 'process.stderr.write("no"); process.exit(3)'], {}, { status: 3, stdout: '', stderr: 'no' }],
  ['stdin', ['-e', 'process.stdin.pipe(process.stdout)'], { input: 'echo' }, { status: 0, stdout: 'echo', stderr: '' }],
  ['environment', ['-e', 'process.stdout.write(process.env.X_TEST ?? "")'], { env: { X_TEST: 'set' } }, { status: 0, stdout: 'set', stderr: '' }],
])('%s', async (_name, args, options, want) => {
  expect(await runProcess(process.execPath, args, options)).toEqual(want);
}, 30_000);

test('a command that does not exist rejects', async () => {
  await expect(runProcess('/no/such/command', [])).rejects.toThrow(/ENOENT/);
});
