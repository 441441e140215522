/** Socket.IO rooms: every socket in a room, every tab of one user in it, every tab of one user. */
export const roomChannel = (roomId: string) => `room:${roomId}`;
export const memberChannel = (roomId: string, userId: string) => `member:${roomId}:${userId}`;
export const isRoomChannel = (name: string) => name.startsWith('room:');
export const roomIdOf = (channel: string) => channel.slice('room:'.length);
export const userChannel = (userId: string) => `user:${userId}`;
