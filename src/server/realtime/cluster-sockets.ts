import type { Server } from 'socket.io';

/**
 * The sockets in a channel (or all of them) on every instance while the other instances can be
 * asked, and this instance's own otherwise or when they do not answer in time: no caller waits on
 * a missing Redis.
 */
export function socketsEverywhere(io: Server, clusterReady: () => boolean, channel?: string) {
  const local = () => (channel ? io.local.in(channel) : io.local).fetchSockets();
  return clusterReady() ? (channel ? io.in(channel) : io).fetchSockets().catch(local) : local();
}
