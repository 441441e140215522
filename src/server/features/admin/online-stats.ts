import type { Server } from 'socket.io';
import { kindChannels } from '../../live/channels';
import { socketsEverywhere } from '../../realtime/cluster-sockets';
import type { SocketData } from '../../realtime/socket-server';

/** Estimation rooms' channels, by the kind's name, as the overview counts the `room` table beside them. */
const ESTIMATION_ROOMS = kindChannels('room');

export interface OnlineStats {
  /** People with at least one live connection. */
  users: number;
  /** Rooms someone has open right now. */
  rooms: number;
}

/**
 * Counted from the live sockets, the same source as room presence: with the Redis adapter
 * fetchSockets asks every instance, so the figures cover the whole cluster; while Redis is away
 * they cover this instance.
 */
export function onlineCounter(io: Server, clusterReady: () => boolean): () => Promise<OnlineStats> {
  return async () => {
    const sockets = await socketsEverywhere(io, clusterReady);
    const users = new Set<string>();
    const rooms = new Set<string>();
    for (const socket of sockets) {
      users.add((socket.data as SocketData).user.id);
      for (const channel of socket.rooms)
        if (ESTIMATION_ROOMS.isRoom(channel)) rooms.add(ESTIMATION_ROOMS.roomIdOf(channel));
    }
    return { users: users.size, rooms: rooms.size };
  };
}
