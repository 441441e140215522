import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePorts } from './free-ports';

describe('freePorts', () => {
  it('gives as many ports as asked, all different, each free to listen on', async () => {
    const ports = await freePorts(8);
    expect(new Set(ports).size).toBe(8);
    // Below the ports the system gives outgoing connections, which could take one before it is used.
    const [firstEphemeral] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    for (const port of ports) expect(port).toBeLessThan(Number(firstEphemeral));
    for (const port of ports) {
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
