import { createServer, type Server } from 'node:net';

/**
 * Ports nobody listens on now, as many as asked and all different: each is held until every one is
 * found, since a port let go at once can be handed out again by the next ask (a proxy given an app's
 * port found it taken).
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const probe = createServer();
      probes.push(probe);
      await new Promise<void>((resolve, reject) => {
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', resolve);
      });
    }
    return probes.map((probe) => {
      const address = probe.address();
      return typeof address === 'object' && address ? address.port : 0;
    });
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}
