import type { Kysely } from 'kysely';
import type { MyRooms, RoomSummary } from '../../../shared/api/rooms';
import { recentRooms } from '../../../shared/domain/recent-rooms';
import type { Database } from '../../db/schema';

/**
 * SPEC §3's rooms, guestRooms and lastVisitMeets, read from memberships each time so the three
 * lists can never drift from who is really in which room.
 */
export async function listRoomSummaries(
  db: Kysely<Database>,
  userId: string,
  roomId?: string,
): Promise<RoomSummary[]> {
  let query = db
    .selectFrom('room_member as m')
    .innerJoin('room as r', 'r.id', 'm.roomId')
    .leftJoin('user as owner', 'owner.id', 'r.ownerId')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.ownerId',
      'r.teamId',
      'r.linkKey',
      'owner.displayName as ownerName',
      'm.isFavorite',
      'm.lastVisitDate',
      'r.createAt',
      'r.updatedAt',
      eb
        .selectFrom('room_member as mm')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('mm.roomId', '=', 'r.id')
        .as('memberCount'),
      eb
        .selectFrom('task as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.roomId', '=', 'r.id')
        .as('taskCount'),
    ])
    .where('m.userId', '=', userId);
  if (roomId) query = query.where('r.id', '=', roomId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ownerId: row.ownerId ?? '',
    ownerName: row.ownerName ?? '',
    isOwner: row.ownerId === userId,
    teamId: row.teamId,
    linkKey: row.linkKey,
    isFavorite: Boolean(row.isFavorite),
    lastVisitDate: row.lastVisitDate,
    memberCount: Number(row.memberCount ?? 0),
    taskCount: Number(row.taskCount ?? 0),
    createAt: row.createAt,
    updatedAt: row.updatedAt,
  }));
}

export async function myRooms(db: Kysely<Database>, userId: string): Promise<MyRooms> {
  const all = await listRoomSummaries(db, userId);
  return {
    rooms: all.filter((room) => room.isOwner),
    guestRooms: all.filter((room) => !room.isOwner),
    lastVisitMeets: recentRooms(all.map((room) => ({ ...room, lastVisitDate: room.lastVisitDate ?? '' }))),
  };
}
