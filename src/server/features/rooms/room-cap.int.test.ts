import { describe, expect, it } from 'vitest';
import { RETRO_PROTOCOL_VERSION } from '../../../shared/protocol/retro-protocol';
import { ROOM_PROTOCOL_VERSION } from '../../../shared/protocol/room-protocol';
import { RetroTestUser } from '../../testing/retro-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

const LIMIT = 4;

/** A room (or retro) holds ROOM_MEMBER_LIMIT people; the next one is told so, and those inside are not disturbed. */
describe.each(TEST_DIALECTS)('a full room, on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'Cap', () => ({ ROOM_MEMBER_LIMIT: String(LIMIT) }));

  it('refuses the member past the limit with a clear message, and still lets members back in', async () => {
    const people = await bed.users(LIMIT + 1);
    const [owner, ...others] = people;
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    for (const person of others.slice(0, LIMIT - 1)) await person.join(roomId);
    const late = others.at(-1)!;
    const refused = await late.send({ type: 'room.join', roomId, protocol: ROOM_PROTOCOL_VERSION });
    expect(refused).toEqual({
      ok: false,
      code: 'LIMIT_REACHED',
      message: `This room is full: it holds at most ${LIMIT} people`,
    });
    // A member coming back (a reload) is not a new member.
    expect((await others[0]!.send({ type: 'room.join', roomId, protocol: ROOM_PROTOCOL_VERSION })).ok).toBe(
      true,
    );
    expect((await owner!.sync(roomId)).members).toHaveLength(LIMIT);
  });

  it('lets in as many of the people opening it at once as it holds, and tells the rest', async () => {
    const [owner, ...others] = await bed.users(LIMIT + 2);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    // Made members together where they can be: each counts the ones let in before them.
    const answers = await Promise.all(
      others.map((person) => person.send({ type: 'room.join', roomId, protocol: ROOM_PROTOCOL_VERSION })),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(LIMIT - 1);
    expect(answers.flatMap((answer) => (answer.ok ? [] : [answer.code]))).toEqual([
      'LIMIT_REACHED',
      'LIMIT_REACHED',
    ]);
    expect((await owner!.sync(roomId)).members).toHaveLength(LIMIT);
  });

  it('holds a retro to the same limit', async () => {
    const [owner, ...others] = (await bed.users(LIMIT + 1)).map((person) => new RetroTestUser(person));
    const retroId = await owner!.createRetro();
    await owner!.join(retroId);
    for (const person of others.slice(0, LIMIT - 1)) await person.join(retroId);
    const refused = await others
      .at(-1)!
      .send({ type: 'room.join', roomId: retroId, protocol: RETRO_PROTOCOL_VERSION });
    expect(refused).toEqual({
      ok: false,
      code: 'LIMIT_REACHED',
      message: `This retro is full: it holds at most ${LIMIT} people`,
    });
    expect((await owner!.sync(retroId)).members).toHaveLength(LIMIT);
  });

  it('lets in as many of the people opening a retro at once as it holds', async () => {
    const [owner, ...others] = (await bed.users(LIMIT + 2)).map((person) => new RetroTestUser(person));
    const retroId = await owner!.createRetro();
    await owner!.join(retroId);
    const answers = await Promise.all(
      others.map((person) =>
        person.send({ type: 'room.join', roomId: retroId, protocol: RETRO_PROTOCOL_VERSION }),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(LIMIT - 1);
    expect((await owner!.sync(retroId)).members).toHaveLength(LIMIT);
  });
});
