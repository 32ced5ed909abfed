// Builds every package with turbo, then starts the mock server, serving the built spec site
// (packages/spec-site/dist) at /docs/ unless --docs is given; `npm start -- --help` lists its options.
// Usage: npm start [-- --port 4010 --host 127.0.0.1 ...]   (arguments after -- go to the mock server)
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const help = args.includes('--help');
if (help)
  console.log(
    'npm start [-- <mock server options>]: builds everything with turbo, then starts the mock server with the options below.\n',
  );

// A first build takes about a minute on a small machine: say so, and let turbo list each task as it
// runs (its cached replays stay one line each).
console.error('npm start: building every package with turbo (about a minute the first time, seconds when cached)...');
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=new-only'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const cli = path.join(root, 'packages/mock-server/dist/src/cli.js');
if (!existsSync(cli)) {
  console.log('Built every package; the mock server is not built yet, so there is nothing to start.');
  process.exit(0);
}
// The spec site, when it was built, is served beside the API (its Try it forms call this mock).
const site = path.join(root, 'packages/spec-site/dist');
const docs = !args.includes('--docs') && existsSync(path.join(site, 'index.html')) ? ['--docs', site] : [];
// With --help the mock server prints its options and exits.
const child = spawn(process.execPath, [cli, ...(help ? ['--help'] : [...docs, ...args])], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
