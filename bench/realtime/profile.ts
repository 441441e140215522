/**
 * `npm run bench:profile -- joins`: where our server's CPU went during one phase of the last
 * `BENCH_PROFILE=1 npm run bench` (joins, votes, storm, throughput, big-room or idle), from its newest
 * profile: self time by package and by function, busy time only. Profile samples and the bench's phase
 * marks are both stamped with the machine's monotonic clock.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TargetResult } from './report';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const RESULTS_DIR = path.resolve('bench/results');
const PROFILES_DIR = path.join(RESULTS_DIR, 'profiles');
const TOP = 25;

const phase = process.argv[2] ?? 'votes';
const results = JSON.parse(readFileSync(path.join(RESULTS_DIR, 'realtime.json'), 'utf8')) as {
  results: TargetResult[];
};
const window = results.results.find((result) => result.name.startsWith('ours'))?.phases?.[phase];
if (!window) throw new Error(`realtime.json has no phase "${phase}" for our server`);
// The main thread's profile is the largest of the newest run's (a worker thread writes its own).
const RUN_WRITES_WITHIN_MS = 10_000;
const files = readdirSync(PROFILES_DIR).map((file) => ({
  file: path.join(PROFILES_DIR, file),
  ...statSync(path.join(PROFILES_DIR, file)),
}));
const lastWrite = Math.max(...files.map((file) => file.mtimeMs));
const newest = files
  .filter((file) => file.mtimeMs > lastWrite - RUN_WRITES_WITHIN_MS)
  .sort((a, b) => b.size - a.size)[0]?.file;
if (!newest) throw new Error(`No profile in ${PROFILES_DIR}: run BENCH_PROFILE=1 npm run bench`);
const profile = JSON.parse(readFileSync(newest, 'utf8')) as CpuProfile;

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index] ?? 0;
  if (at >= window[0] && at <= window[1])
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});

function packageOf({ callFrame: { functionName, url } }: ProfileNode): string {
  if (functionName.startsWith('(')) return functionName;
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1]!;
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/src/')) return `src/${url.split('/src/')[1]!.split('/').slice(0, 2).join('/')}`;
  return `native ${functionName}`;
}

const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
for (const [id, us] of selfUs) {
  const node = nodes.get(id)!;
  if (node.callFrame.functionName === '(idle)') continue;
  busy += us;
  const where = `${node.callFrame.url.split('/').slice(-2).join('/')}:${node.callFrame.lineNumber + 1}`;
  byPackage.set(packageOf(node), (byPackage.get(packageOf(node)) ?? 0) + us);
  const name = `${node.callFrame.functionName || '(anonymous)'} ${where}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}

const share = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
const top = (totals: Map<string, number>) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, us]) => `${share(us)}  ${name}`);
console.log(
  `${phase}: ${(busy / 1000).toFixed(0)} ms busy in ${((window[1] - window[0]) / 1000).toFixed(0)} ms (${path.basename(newest)})`,
);
console.log(['', 'by package:', ...top(byPackage), '', 'by function (self):', ...top(byFunction)].join('\n'));
