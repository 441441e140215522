import { describe, expect, it } from 'vitest';
import { RetroTestUser } from '../../testing/retro-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

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
