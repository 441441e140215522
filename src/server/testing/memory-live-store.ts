import type { RoomRole } from '../../shared/domain/roles';
import type { ChangeStore, LiveRoot } from '../live/change-runner';

export interface MemoryMember {
  userId: string;
  roles: RoomRole[];
}

export interface MemoryRoom<Fields> extends LiveRoot {
  ownerId: string | null;
  fields: Fields;
  members: Record<string, MemoryMember>;
  /** A change that sets this removes the room when it commits. */
  deleted?: boolean;
}

/** A transaction's own copies of the rooms it read: handlers change these, never the stored ones. */
export interface MemoryTx<Fields> {
  rooms: Map<string, MemoryRoom<Fields>>;
}

/**
 * An in-memory store for engine tests, with the same compare-and-set on the version as the SQL
 * stores. Everything a change writes lands with its version move; a change that moves nothing
 * writes nothing, exactly as the engine expects.
 */
export function createMemoryLiveStore<Fields extends object>() {
  const rooms = new Map<string, MemoryRoom<Fields>>();
  const store: ChangeStore<MemoryTx<Fields>, MemoryRoom<Fields>, MemoryMember, Fields> = {
    transaction: (work) => work({ rooms: new Map() }),
    async findRoom(tx, roomId) {
      const stored = rooms.get(roomId);
      if (!stored) return undefined;
      const copy = tx.rooms.get(roomId) ?? structuredClone(stored);
      tx.rooms.set(roomId, copy);
      return copy;
    },
    async findMember(_tx, room, userId) {
      return room.members[userId];
    },
    async commitVersion(_tx, room, patch, steps = 1) {
      const stored = rooms.get(room.id);
      if (!stored || stored.version !== room.version) return false;
      if (room.deleted) rooms.delete(room.id);
      else
        rooms.set(room.id, { ...room, fields: { ...room.fields, ...patch }, version: room.version + steps });
      return true;
    },
  };

  return {
    store,
    rooms,
    seed(id: string, fields: Fields, members: MemoryMember[] = []): MemoryRoom<Fields> {
      const owner = members.find((member) => member.roles.includes('owner'));
      const room = {
        id,
        version: 1,
        ownerId: owner?.userId ?? null,
        fields,
        members: Object.fromEntries(members.map((member) => [member.userId, member])),
      };
      rooms.set(id, room);
      return room;
    },
  };
}
