/**
 * `npm test`: runs the named npm scripts one after the other, stops at the first that fails, and
 * prints how long each took, so a slow phase shows in CI's output.
 */
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const took = [];
let failed = null;
for (const script of process.argv.slice(2)) {
  const started = Date.now();
  const { status } = spawnSync(npm, ['run', script], { stdio: 'inherit' });
  took.push(`${script} ${Math.round((Date.now() - started) / 1000)} s`);
  if (status !== 0) {
    failed = script;
    break;
  }
}
console.log(`\nphases: ${took.join(', ')}${failed ? ` (${failed} failed)` : ''}`);
process.exit(failed ? 1 : 0);
