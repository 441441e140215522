/** Socket.IO rooms: every socket in a room, and every tab of one user in it. */
export const roomChannel = (roomId: string) => `room:${roomId}`;
export const memberChannel = (roomId: string, userId: string) => `member:${roomId}:${userId}`;
export const isRoomChannel = (name: string) => name.startsWith('room:');
export const roomIdOf = (channel: string) => channel.slice('room:'.length);
