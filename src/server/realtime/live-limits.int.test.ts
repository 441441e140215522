import { describe, expect, it } from 'vitest';
import { MAX_SOCKETS_PER_USER, COMMAND_BURST } from '../lib/live-limits';
import { roomTestBed } from '../testing/room-test-bed';
import type { RoomTestUser } from '../testing/room-client';

const SOCKETS_TRIED = 50;

/** One account opening many tabs (or a script doing so) gets neither more connections nor more commands. */
describe('live limits per person', () => {
  const bed = roomTestBed('sqlite', 'Limits');

  it('holds 50 sockets of one user to the per-user cap and one shared command budget', async () => {
    const [owner, other] = await bed.users(2);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    owner!.close();
    const tabs = Array.from({ length: SOCKETS_TRIED }, () => owner!.tab());
    const opened = await Promise.all(
      tabs.map((tab) =>
        tab.connect().then(
          () => 'open',
          (error: Error) => error.message,
        ),
      ),
    );
    expect(opened.filter((outcome) => outcome === 'open')).toHaveLength(MAX_SOCKETS_PER_USER);
    expect(opened.filter((outcome) => outcome === 'TOO_MANY_CONNECTIONS')).toHaveLength(
      SOCKETS_TRIED - MAX_SOCKETS_PER_USER,
    );
    const open = tabs.filter((_, i) => opened[i] === 'open');

    // Five commands from each open tab at once: the user's budget, not the tabs', decides.
    const answers = await Promise.all(
      open.flatMap((tab) => Array.from({ length: 5 }, () => tab.send({ type: 'room.sync', roomId }))),
    );
    const accepted = answers.filter((answer) => answer.ok).length;
    expect(accepted).toBeGreaterThanOrEqual(COMMAND_BURST);
    expect(accepted).toBeLessThan(COMMAND_BURST + 10);
    // Someone else in the same room is not slowed down by it.
    await other!.join(roomId);
    expect((await other!.send({ type: 'room.sync', roomId })).ok).toBe(true);

    // Closing tabs gives the places back.
    open.slice(0, 5).forEach((tab: RoomTestUser) => tab.close());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = owner!.tab();
    await again.connect();
    [...open, again].forEach((tab) => tab.close());
  });
});
