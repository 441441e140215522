import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../testing/test-server';
import { RetroTestUser } from '../../testing/retro-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { stampRetroVisit } from '../retros/retro-store';
import { stampVisit } from './room-store';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.each(TEST_DIALECTS)('coming back to a room, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'Revisit');
  const visitOf = (table: 'room_member' | 'retro_member', key: 'roomId' | 'retroId', id: string, userId: string) =>
    bed.server.db.kysely
      .selectFrom(table)
      .select('lastVisitDate')
      .where(key, '=', id)
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow()
      .then((row) => row.lastVisitDate);

  it('stamps a member’s visit in one statement and says when there was nobody to stamp', async () => {
    const [owner, stranger] = await bed.users(2);
    const roomId = await owner!.createRoom();
    const before = await visitOf('room_member', 'roomId', roomId, owner!.userId);
    await tick();
    expect(await stampVisit(bed.server.db.kysely, roomId, owner!.userId)).toBe(true);
    expect((await visitOf('room_member', 'roomId', roomId, owner!.userId)) > before).toBe(true);
    expect(await stampVisit(bed.server.db.kysely, roomId, stranger!.userId)).toBe(false);
    expect(await stampVisit(bed.server.db.kysely, 'no-such-room', owner!.userId)).toBe(false);

    const retroId = await new RetroTestUser(owner!).createRetro();
    expect(await stampRetroVisit(bed.server.db.kysely, retroId, owner!.userId)).toBe(true);
    expect(await stampRetroVisit(bed.server.db.kysely, retroId, stranger!.userId)).toBe(false);
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
});
