import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ROOM_PROTOCOL_VERSION } from '../../shared/protocol/room-protocol';
import { RetroTestUser } from '../testing/retro-client';
import { roomTestBed } from '../testing/room-test-bed';
import { countingStatements } from '../testing/statement-counter';
import { TEST_DIALECTS } from '../testing/test-server';
import { readRetroJoins } from '../features/retros/retro-store';
import { readRoomJoins } from '../features/rooms/room-store';

/**
 * A newcomer's membership is told to the room as it was written, not read back after the write:
 * what the room hears must be exactly what a snapshot shows of them afterwards.
 */
describe.each(TEST_DIALECTS)('someone opening a room or retro for the first time, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'firstjoin');

  it('reaches the room as a snapshot then shows them', async () => {
    const [owner] = await bed.users(1);
    const [guest] = await bed.guests(1);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await guest!.join(roomId);
    const told = await owner!.waitFor('members.changed', (event) =>
      event.upserted.some((member) => member.userId === guest!.userId),
    );
    const shown = (await owner!.sync(roomId)).members.find((member) => member.userId === guest!.userId);
    expect(shown).toMatchObject({ displayName: guest!.displayName, isGuest: true, roles: ['player'] });
    expect(told.upserted).toEqual([shown]);
  });

  it('tells the room of them, not their own tab, whose snapshot already holds it', async () => {
    const [owner] = await bed.users(1);
    const [guest] = await bed.guests(1);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    const snapshot = await guest!.join(roomId);
    expect(snapshot.members.map((member) => member.userId)).toContain(guest!.userId);
    expect(snapshot.online).toContain(guest!.userId);
    await owner!.waitFor('members.changed', (event) =>
      event.upserted.some((member) => member.userId === guest!.userId),
    );
    await owner!.waitFor('presence', (event) => event.online.includes(guest!.userId));
    // Frames reach a socket in order: with the owner's later vote in, anything of the join is too.
    await owner!.must(roomId, { type: 'vote.cast', taskId: null, value: '3' });
    await guest!.waitFor('vote.changed', (event) => event.userId === owner!.userId);
    expect(guest!.events.map((event) => event.type)).toEqual(['vote.changed']);
  });

  it('is read with the room, the membership and the others opening it at once, in one statement on Postgres', async () => {
    const [owner] = await bed.users(1);
    const [guest] = await bed.guests(1);
    const roomId = await owner!.createRoom();
    const retroId = await new RetroTestUser(owner!).createRetro();
    const { db, counted } = countingStatements(bed.server.db.kysely);
    // SQLite reads in turn: the room and the count, then each person's membership, removal, profile
    // and role in the room's team.
    const forTwo = dialect === 'postgres' ? 1 : 2 + 2 * 4;
    const visit = {
      removed: false,
      members: 1,
      profile: { displayName: guest!.displayName },
      teamRole: null,
    };
    const [newcomer, member] = await readRoomJoins(db, roomId, [guest!.userId, owner!.userId]);
    expect(newcomer).toMatchObject({ room: { id: roomId }, actor: undefined, visit });
    expect(member).toMatchObject({ room: { id: roomId }, actor: { userId: owner!.userId } });
    expect(counted.statements).toBe(forTwo);
    counted.statements = 0;
    const [inRetro] = await readRetroJoins(db, retroId, [guest!.userId]);
    expect(inRetro).toMatchObject({ room: { id: retroId, cardTally: [] }, actor: undefined, visit });
    // A retro's are read with the tally of its cards.
    expect(counted.statements).toBe(dialect === 'postgres' ? 1 : 2 + 4 + 1);
  });

  it('reaches the retro as a snapshot then shows them', async () => {
    const [owner, member] = await bed.users(2);
    const facilitator = new RetroTestUser(owner!);
    const newcomer = new RetroTestUser(member!);
    const retroId = await facilitator.createRetro();
    await facilitator.join(retroId);
    await newcomer.join(retroId);
    const told = await facilitator.waitFor('members.changed', (event) =>
      event.upserted.some((upserted) => upserted.userId === member!.userId),
    );
    const shown = (await facilitator.sync(retroId)).members.find(
      (upserted) => upserted.userId === member!.userId,
    );
    expect(shown).toMatchObject({ displayName: member!.displayName, isGuest: false, roles: ['player'] });
    expect(told.upserted).toEqual([shown]);
  });
});

/** People opening a room at once are made members together: one read, then one write. */
describe.runIf(TEST_DIALECTS.includes('postgres'))('people opening a room at once, on postgres', () => {
  // Watched before the server connects: each connection keeps the query it finds then.
  let sent: MockInstance<typeof pg.Client.prototype.query>;
  beforeAll(() => {
    sent = vi.spyOn(pg.Client.prototype, 'query');
  });
  afterAll(() => sent.mockRestore());
  const bed = roomTestBed('postgres', 'together');

  it('reads them in one statement a group and makes them members in another, without a transaction', async () => {
    const [owner] = await bed.users(1);
    const guests = await bed.guests(8);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    sent.mockClear();
    const answers = await Promise.all(
      guests.map((guest) => guest.send({ type: 'room.join', roomId, protocol: ROOM_PROTOCOL_VERSION })),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const texts = sent.mock.calls.map(([query]: unknown[]) =>
      typeof query === 'string' ? query : (query as pg.QueryConfig).text,
    );
    // Without a transaction: the group's reads all go before its one write.
    expect(texts.filter((text) => /^begin/i.test(text))).toEqual([]);
    const making = texts.filter((text) => text.includes('insert into "room_member"'));
    const made = making.reduce((sum, text) => sum + text.split('insert into "room_member"').length - 1, 0);
    expect(made).toBe(guests.length);
    expect(making.length).toBeLessThan(guests.length);
    // Their reads too: one a group, not one each.
    expect(texts.filter((text) => text.includes('as "actor0"')).length).toBeLessThan(guests.length);
    expect((await owner!.sync(roomId)).members).toHaveLength(guests.length + 1);
  });
});
