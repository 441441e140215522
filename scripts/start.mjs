// `npm start`: builds when the build is missing or older than the sources, then serves.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const BUILD_OUTPUTS = ['dist/server/main.js', 'dist/client/index.html'];
const SOURCES = ['src', 'package.json', 'vite.config.ts'];
const ORPHAN_CHECK_MS = 500;

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    0,
  );
}

const builtAt = Math.min(...BUILD_OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the app (first start, or sources changed)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// `npm start` runs this through `sh -c`, and a SIGTERM to npm ends npm and the shell without passing
// it on: this process is then re-parented. Seeing that, stop the server as if told to.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, ORPHAN_CHECK_MS).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
