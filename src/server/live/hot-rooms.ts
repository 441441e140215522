import type { ChangeGuess } from './change-runner';

/** Above this many rooms remembered, the longest remembered is forgotten first. */
export const HOT_ROOMS_LIMIT = 10_000;

/**
 * The rooms hot commands ran in on this instance, each with the members who ran them, as their
 * last change left them: a guess for the next hot command, which the version check proves or
 * refutes. Any other change to a room forgets it here. Another instance's change moves the version:
 * when that instance tells of it (`follow`) the room is remembered as it left it, and otherwise the
 * guess fails its check and the room is read again.
 */
export function createHotRooms<
  Room extends { id: string; version: number },
  Member extends { userId: string },
>(limit = HOT_ROOMS_LIMIT) {
  const rooms = new Map<string, { room: Room; members: Map<string, Member> }>();
  return {
    room(roomId: string): Room | undefined {
      return rooms.get(roomId)?.room;
    },
    guess(roomId: string, userId: string): ChangeGuess<Room, Member> | undefined {
      const entry = rooms.get(roomId);
      const actor = entry?.members.get(userId);
      return entry && actor ? { room: entry.room, actor } : undefined;
    },
    /**
     * The members remembered are kept when the change started from the version they were
     * remembered at (every change moves it, so nothing else happened in between).
     */
    remember(room: Room, actor: Member | null, from: number): void {
      const before = rooms.get(room.id);
      const members = before?.room.version === from ? before.members : new Map<string, Member>();
      if (actor) members.set(actor.userId, actor);
      rooms.delete(room.id);
      rooms.set(room.id, { room, members });
      if (rooms.size > limit) rooms.delete(rooms.keys().next().value!);
    },
    /**
     * Another instance committed a change that leaves the members as they were, from version `from`
     * to `room`: taken only when this instance remembers the room at `from`, so a notice that
     * comes late or out of turn changes nothing.
     */
    follow(room: Room, from: number): void {
      const entry = rooms.get(room.id);
      if (entry?.room.version === from) entry.room = room;
    },
    forget(roomId: string): void {
      rooms.delete(roomId);
    },
  };
}
