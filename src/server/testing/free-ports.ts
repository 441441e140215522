import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';

/** Well above the ports of the services a machine runs (databases, brokers). */
const LOWEST_PORT = 10_000;

/**
 * The first port the system hands out on its own, to outgoing connections and to `listen(0)`.
 * A port below it is never taken by the many connections the tests open: a port the system had
 * given out was let go, and before its server listened on it, a client's connection to Postgres or
 * a socket got it (EADDRINUSE).
 */
function firstEphemeralPort(): number {
  try {
    const [first] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    if (Number(first) > LOWEST_PORT + 1000) return Number(first);
  } catch {
    // Not Linux: the range IANA gives for ephemeral ports.
  }
  return 49152;
}
const FIRST_EPHEMERAL_PORT = firstEphemeralPort();
const PORT_TRIES = 50;

/** Listens on `port`; false when it is taken. */
function listens(probe: Server, port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(false) : reject(error),
    );
    probe.listen(port, '127.0.0.1', () => resolve(true));
  });
}

/** A probe listening on a free port below the system's own range, holding it until it is closed. */
async function holdFreePort(): Promise<Server> {
  for (let tries = 0; tries < PORT_TRIES; tries += 1) {
    const probe = createServer();
    const port = LOWEST_PORT + Math.floor(Math.random() * (FIRST_EPHEMERAL_PORT - LOWEST_PORT));
    if (await listens(probe, port)) return probe;
  }
  throw new Error(`No free port below ${FIRST_EPHEMERAL_PORT} in ${PORT_TRIES} tries`);
}

/**
 * Ports nobody listens on now, as many as asked and all different, below the range the system
 * hands out on its own. Each is held until every one is found, so one ask never gives the same
 * port twice; files running at once pick at random among some twenty thousand.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    while (probes.length < count) probes.push(await holdFreePort());
    return probes.map((probe) => (probe.address() as AddressInfo).port);
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}
