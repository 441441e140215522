import { describe, expect, it } from 'vitest';
import { RETRO_PROTOCOL_VERSION } from '../../../shared/protocol/retro-protocol';
import { ROOM_PROTOCOL_VERSION } from '../../../shared/protocol/room-protocol';
import { RetroTestUser } from '../../testing/retro-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

/** A removal keeps the person out, through the same link, until a manager lets them back in. */
describe.each(TEST_DIALECTS)('removing someone from a live room on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'Removal');

  it('keeps a removed member out of an estimation room until a manager lets them back in', async () => {
    const [owner, bob, carol] = await bed.users(3);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await bob!.join(roomId);
    await carol!.join(roomId);

    await owner!.must(roomId, { type: 'member.remove', userId: bob!.userId });
    await bob!.waitFor('room.closed', (e) => e.reason === 'removed');
    const removed = [{ userId: bob!.userId, displayName: bob!.displayName }];
    expect(await carol!.waitFor('removals.changed')).toMatchObject({ removed });
    expect((await owner!.sync(roomId)).removed).toEqual(removed);

    // The same link, a reload, another tab: all refused, and nothing of the room is sent.
    const again = await bob!.send({ type: 'room.join', roomId, protocol: ROOM_PROTOCOL_VERSION });
    expect(again).toEqual({
      ok: false,
      code: 'REMOVED',
      message: 'A manager removed you from this room: ask them to let you back in',
    });
    expect((await bob!.http.get(`/api/rooms/${roomId}`)).status).not.toBe(500);

    // Only a manager lets them back.
    expect(await carol!.send({ type: 'member.readmit', roomId, userId: bob!.userId })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await bob!.send({ type: 'member.readmit', roomId, userId: bob!.userId })).toMatchObject({
      ok: false,
    });
    await owner!.must(roomId, { type: 'member.readmit', userId: bob!.userId });
    expect(await carol!.waitFor('removals.changed', (e) => e.removed.length === 0)).toBeTruthy();
    expect(await owner!.send({ type: 'member.readmit', roomId, userId: bob!.userId })).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    const back = await bob!.join(roomId);
    expect(back.members.find((m) => m.userId === bob!.userId)?.roles).toEqual(['player']);
    expect(back.removed).toEqual([]);

    // Leaving by one's own choice keeps the way back open.
    await carol!.must(roomId, { type: 'room.leave' });
    expect((await carol!.join(roomId)).members.some((m) => m.userId === carol!.userId)).toBe(true);

    // Deleting the room takes its removals with it.
    await owner!.must(roomId, { type: 'member.remove', userId: bob!.userId });
    expect((await owner!.http.request('DELETE', `/api/rooms/${roomId}`)).status).toBe(204);
    const left = await bed.server.db.kysely
      .selectFrom('live_removal')
      .selectAll()
      .where('roomId', '=', roomId)
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps a removed member out of a retro until a facilitator lets them back in', async () => {
    const [owner, bob] = (await bed.users(2)).map((person) => new RetroTestUser(person));
    const retroId = await owner!.createRetro();
    await owner!.join(retroId);
    await bob!.join(retroId);
    await owner!.must(retroId, { type: 'member.remove', userId: bob!.userId });
    const join = { type: 'room.join', roomId: retroId, protocol: RETRO_PROTOCOL_VERSION } as const;
    expect(await bob!.send(join)).toMatchObject({ ok: false, code: 'REMOVED' });
    expect((await owner!.sync(retroId)).removed).toEqual([
      { userId: bob!.userId, displayName: bob!.person.displayName },
    ]);
    await owner!.must(retroId, { type: 'member.readmit', userId: bob!.userId });
    expect((await bob!.join(retroId)).removed).toEqual([]);
  });
});
