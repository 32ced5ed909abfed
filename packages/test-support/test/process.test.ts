// runProcess: output, exit status and stdin of a child, without blocking the event loop.
import { expect, test } from 'vitest';
import { PEAK_RSS_MB, runProcess } from '../src/process.js';

test.each([
  ['stdout and status', ['-e', 'process.stdout.write("hi")'], {}, { status: 0, stdout: 'hi', stderr: '' }],
  [
    'stderr and a failing status',
    ['-e', 'process.stderr.write("no"); process.exit(3)'],
    {},
    { status: 3, stdout: '', stderr: 'no' },
  ],
  ['stdin', ['-e', 'process.stdin.pipe(process.stdout)'], { input: 'echo' }, { status: 0, stdout: 'echo', stderr: '' }],
  [
    'environment',
    ['-e', 'process.stdout.write(process.env.X_TEST ?? "")'],
    { env: { X_TEST: 'set' } },
    { status: 0, stdout: 'set', stderr: '' },
  ],
])(
  '%s',
  async (_name, args, options, want) => {
    expect(await runProcess(process.execPath, args, options)).toEqual(want);
  },
  30_000,
);

test('a command that does not exist rejects', async () => {
  await expect(runProcess('/no/such/command', [])).rejects.toThrow(/ENOENT/);
});

test.runIf(process.platform === 'linux')(
  "PEAK_RSS_MB is the child's own peak, not its parent's resident size at fork",
  async () => {
    // A parent holding 300 MB spawns a child that prints both measures.
    const child = `console.log(JSON.stringify({ own: ${PEAK_RSS_MB}, maxRSS: process.resourceUsage().maxRSS / 1024 }))`;
    const parent = `const held = Buffer.alloc(300e6, 1); const r = require('node:child_process').spawnSync(process.execPath, ['-e', ${JSON.stringify(child)}], { encoding: 'utf8' }); process.stdout.write(r.stdout + held.length % 1);`;
    const run = await runProcess(process.execPath, ['-e', parent]);
    expect(run.status, run.stderr).toBe(0);
    const { own, maxRSS } = JSON.parse(run.stdout.slice(0, run.stdout.lastIndexOf('}') + 1)) as {
      own: number;
      maxRSS: number;
    };
    expect(maxRSS).toBeGreaterThan(250); // 300e6 bytes are 286 MiB
    expect(own).toBeLessThan(150);
  },
  30_000,
);
