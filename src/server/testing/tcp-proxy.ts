import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP relay in front of a shared service (the machine's Postgres or Redis), so a test can make
 * the service "go away" for one server under test — every connection cut, new ones refused — and
 * come back on the same port, without stopping the service other tests are using.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        const pair = { client, upstream };
        pairs.add(pair);
        const end = () => {
          pairs.delete(pair);
          client.destroy();
          upstream.destroy();
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();

  return {
    get port() {
      return port;
    },
    /** The local ports of the relay's own connections to the service, as the service sees them. */
    upstreamPorts: () => [...pairs].map((pair) => pair.upstream.localPort).filter(Boolean) as number[],
    /** The service is away: every open connection is cut and new ones are refused. */
    async stop() {
      // Closing waits for open connections, so they are cut first.
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      await closed;
    },
    /** The service is back, on the same port. */
    start: listen,
  };
}
