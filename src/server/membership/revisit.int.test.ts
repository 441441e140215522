import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../testing/test-server';
import { RetroTestUser } from '../testing/retro-client';
import { roomTestBed } from '../testing/room-test-bed';
import { countingStatements } from '../testing/statement-counter';
import { stampRetroVisits } from '../features/retros/retro-store';
import { stampVisits } from '../features/rooms/room-store';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.each(TEST_DIALECTS)('coming back to a room, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'Revisit');
  const visitOf = (
    table: 'room_member' | 'retro_member',
    key: 'roomId' | 'retroId',
    id: string,
    userId: string,
  ) =>
    bed.server.db.kysely
      .selectFrom(table)
      .select('lastVisitDate')
      .where(key, '=', id)
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow()
      .then((row) => row.lastVisitDate);

  it('stamps members’ visits in one statement and says which had nobody to stamp', async () => {
    const [owner, other, stranger] = await bed.users(3);
    const { db, counted } = countingStatements(bed.server.db.kysely);
    const roomId = await owner!.createRoom();
    const otherRoomId = await other!.createRoom();
    const before = await visitOf('room_member', 'roomId', roomId, owner!.userId);
    await tick();
    const visits = [
      { roomId, userId: owner!.userId },
      { roomId: otherRoomId, userId: other!.userId },
      { roomId, userId: stranger!.userId },
      { roomId: 'no-such-room', userId: owner!.userId },
      // A member of the other room, asked for with this room's id.
      { roomId, userId: other!.userId },
    ];
    const sentBefore = counted.statements;
    const stamped = await stampVisits(db, visits);
    expect(counted.statements - sentBefore).toBe(1);
    expect(visits.map((visit) => stamped.has(visit))).toEqual([true, true, false, false, false]);
    expect((await visitOf('room_member', 'roomId', roomId, owner!.userId)) > before).toBe(true);
    // One visit alone, as most arrivals come.
    expect((await stampVisits(db, [visits[0]!])).has(visits[0]!)).toBe(true);
    expect((await stampVisits(db, [visits[2]!])).size).toBe(0);

    const retroId = await new RetroTestUser(owner!).createRetro();
    const retroVisits = [
      { retroId, userId: owner!.userId },
      { retroId, userId: stranger!.userId },
    ];
    const retroStamped = await stampRetroVisits(db, retroVisits);
    expect(retroVisits.map((visit) => retroStamped.has(visit))).toEqual([true, false]);
  });

  it('lets a member back in without moving the room, stamping the visit', async () => {
    const [owner] = await bed.users(1);
    const [guest] = await bed.guests(1);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    const first = await guest!.join(roomId);
    const stamped = await visitOf('room_member', 'roomId', roomId, guest!.userId);
    await tick();
    guest!.close();
    await guest!.connect();
    const again = await guest!.join(roomId);
    expect(again.version).toBe(first.version);
    expect(again.members.map((member) => member.userId).sort()).toEqual(
      [owner!.userId, guest!.userId].sort(),
    );
    expect((await visitOf('room_member', 'roomId', roomId, guest!.userId)) > stamped).toBe(true);
  });

  it('counts a visit until the person leaves, in rooms and retros', async () => {
    const [owner] = await bed.users(1);
    const [guest] = await bed.guests(1);
    const roomId = await owner!.createRoom();
    const retros = new RetroTestUser(owner!);
    const retroId = await retros.createRetro();
    await guest!.join(roomId);
    await new RetroTestUser(guest!).join(retroId);
    const joinedRoom = await visitOf('room_member', 'roomId', roomId, guest!.userId);
    const joinedRetro = await visitOf('retro_member', 'retroId', retroId, guest!.userId);
    await tick();
    guest!.close();
    await expect
      .poll(async () => (await visitOf('room_member', 'roomId', roomId, guest!.userId)) > joinedRoom)
      .toBe(true);
    await expect
      .poll(async () => (await visitOf('retro_member', 'retroId', retroId, guest!.userId)) > joinedRetro)
      .toBe(true);
  });
});
