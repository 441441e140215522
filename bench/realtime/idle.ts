import { readFileSync } from 'node:fs';
import type { BenchClient } from './clients';
import { cpuSeconds, quiet } from './processes';
import { connectAndJoin } from './votes';

export interface IdleOptions {
  rooms: number;
  people: number;
}

export interface IdleResult {
  connectJoinMs: number;
  /** Server CPU for the connections and joins, per connection. */
  cpuPerJoinUs: number;
  /**
   * How much the server's resident memory grew, per connection left open and idle; both readings
   * are taken right after a full collection.
   */
  rssPerConnectionKib: number;
}

/** Resident memory of a process, from /proc. */
function rssKib(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1]);
}

/**
 * Scenario C: many people with a room open and nothing to do, as between meetings. Everyone
 * connects and joins, then the server is left to settle; its memory is read before and after, each
 * time right after `collectGarbage` (whose own CPU is not counted).
 */
export async function runIdle(
  pid: number,
  collectGarbage: () => Promise<void>,
  options: IdleOptions,
  open: (index: number) => Promise<BenchClient>,
  room: (index: number) => string,
): Promise<IdleResult> {
  await quiet(pid);
  await collectGarbage();
  const rssBefore = rssKib(pid);
  const cpuBefore = cpuSeconds(pid);
  const { rooms, connectJoinMs } = await connectAndJoin(options, open, room);
  await quiet(pid);
  const cpu = cpuSeconds(pid) - cpuBefore;
  await collectGarbage();
  const connections = options.rooms * options.people;
  const result = {
    connectJoinMs,
    cpuPerJoinUs: (cpu / connections) * 1e6,
    rssPerConnectionKib: (rssKib(pid) - rssBefore) / connections,
  };
  rooms.flat().forEach((client) => client.close());
  return result;
}
