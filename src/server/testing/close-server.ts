import type { Server } from 'node:http';

/** Stops an HTTP server a test started, dropping its kept-alive connections rather than waiting on them. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
