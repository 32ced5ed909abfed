// Builds every package with turbo, then starts the mock server (which also serves the built spec site).
// Usage: npm start [-- --port 4010 --host 127.0.0.1 ...]   (arguments after -- go to the mock server)
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log('npm start [-- <mock server options>]: builds everything with turbo and starts the mock server.');
  process.exit(0);
}

const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const cli = path.join(root, 'packages/mock-server/dist/src/cli.js');
if (!existsSync(cli)) {
  console.log('Built every package; the mock server is not built yet, so there is nothing to start.');
  process.exit(0);
}
const child = spawn(process.execPath, [cli, ...args], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
