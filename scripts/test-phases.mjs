/**
 * `npm test`: runs the named npm scripts one after the other, stops at the first that fails, and
 * prints how long each took, so a slow phase shows in CI's output. `lint+typecheck` runs both at
 * once: each keeps one core busy, and one after the other left the second core idle.
 */
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one script; beside others, its output is held and printed whole, so lines do not interleave. */
function run(script, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ script, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const took = [];
let failed = null;
for (const phase of process.argv.slice(2)) {
  const scripts = phase.split('+');
  const results = await Promise.all(scripts.map((script) => run(script, scripts.length === 1)));
  took.push(...results.map(({ script, seconds }) => `${script} ${seconds} s`));
  failed = results.find((result) => !result.ok)?.script ?? null;
  if (failed) break;
}
console.log(`\nphases: ${took.join(', ')}${failed ? ` (${failed} failed)` : ''}`);
process.exit(failed ? 1 : 0);
