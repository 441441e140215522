/** Socket.IO rooms of one kind of live room: every socket in a room, every tab of one user in it. */
export interface KindChannels {
  kind: string;
  room(roomId: string): string;
  member(roomId: string, userId: string): string;
  isRoom(channel: string): boolean;
  /** The room's own channel or one of its member channels. */
  belongsTo(channel: string, roomId: string): boolean;
  roomIdOf(channel: string): string;
}

const RESERVED_PREFIXES = new Set(['member', 'user']);

export function kindChannels(kind: string): KindChannels {
  if (!/^[a-z][a-z-]*$/.test(kind) || RESERVED_PREFIXES.has(kind)) {
    throw new Error(`"${kind}" cannot name a kind of live room`);
  }
  const prefix = `${kind}:`;
  return {
    kind,
    room: (roomId) => prefix + roomId,
    member: (roomId, userId) => `member:${kind}:${roomId}:${userId}`,
    isRoom: (channel) => channel.startsWith(prefix),
    belongsTo: (channel, roomId) =>
      channel === prefix + roomId || channel.startsWith(`member:${kind}:${roomId}:`),
    roomIdOf: (channel) => channel.slice(prefix.length),
  };
}

/** Every tab of one user, whatever room they have open: how a ban reaches them everywhere. */
export const userChannel = (userId: string) => `user:${userId}`;

/** Every socket opened in one session (one browser): how signing out there reaches them. */
export const sessionChannel = (sessionId: string) => `session:${sessionId}`;
