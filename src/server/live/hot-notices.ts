import type { Server } from 'socket.io';
import type { LiveRoot } from './change-runner';

/**
 * Tells the other instances of the changes that leave a room's members as they were (votes, the
 * next task, a reveal), so the room they remember stays a good guess for their next hot command.
 * Untold, each such change on one instance made the other's next vote in that room fail its version
 * check or read the room again. Told before the change's events are sent: an instance hears of the
 * change before its people do, and so before they answer it.
 */
export function createHotNotices<Room extends LiveRoot>(
  io: Server,
  kind: string,
  cluster: { ready(): boolean },
  follow: (room: Room, from: number) => void,
) {
  const event = `live:moved:${kind}`;
  // Only our own instances publish on the cluster's channel.
  io.on(event, (room: Room, from: number) => follow(room, from));
  return {
    /** The room as a change left it, and the version that change started from. */
    tell(room: Room, from: number): void {
      if (cluster.ready()) io.serverSideEmit(event, room, from);
    },
  };
}
