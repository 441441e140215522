import { WebSocket } from 'ws';
import { freePort } from '../../src/server/testing/free-ports';

/**
 * A server under test with Node's inspector listening on a local port. The bench uses it for one
 * thing: a full garbage collection before each memory reading, so that C's growth is what the
 * connections hold, not garbage the earlier scenarios left (collected in the middle, it made the
 * growth read negative). Nothing is attached while anything else is measured.
 */
export interface Inspectable {
  /** Node's option that opens the inspector. */
  nodeOption: string;
  collectGarbage(): Promise<void>;
}

export async function inspectable(): Promise<Inspectable> {
  const port = await freePort();
  return {
    nodeOption: `--inspect=127.0.0.1:${port}`,
    async collectGarbage() {
      const response = await fetch(`http://127.0.0.1:${port}/json/list`);
      const [target] = (await response.json()) as { webSocketDebuggerUrl: string }[];
      if (!target) throw new Error(`No inspector target on port ${port}`);
      const socket = new WebSocket(target.webSocketDebuggerUrl);
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () =>
            socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' })),
          );
          socket.on('message', (data) => {
            const answer = JSON.parse(String(data)) as { id?: number; error?: { message: string } };
            if (answer.id !== 1) return;
            if (answer.error) reject(new Error(answer.error.message));
            else resolve();
          });
          socket.once('error', reject);
        });
      } finally {
        socket.close();
      }
    },
  };
}
