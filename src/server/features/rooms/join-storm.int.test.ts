import { describe, expect, it } from 'vitest';
import { applyPresence, mergeMembers } from '../../../shared/protocol/live-protocol';
import type { ServerEvent } from '../../../shared/protocol/room-protocol';
import type { RoomView } from '../../../shared/protocol/room-view';
import type { RoomTestUser } from '../../testing/room-client';
import { roomTestBed } from '../../testing/room-test-bed';

const STORM_SIZES = [100, 300] as const;
const QUIET_MS = 300;

const bytesOf = (people: readonly RoomTestUser[]) =>
  people.reduce((sum, person) => sum + person.frames.reduce((bytes, frame) => bytes + frame.length, 0), 0);
const frameCount = (people: readonly RoomTestUser[]) =>
  people.reduce((sum, person) => sum + person.frames.length, 0);

/** Until nobody has been sent anything for a moment: the storm and its echoes are over. */
async function settled(people: readonly RoomTestUser[]): Promise<void> {
  let last = -1;
  while (frameCount(people) !== last) {
    last = frameCount(people);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  }
}

/** The room as a client keeps it: its snapshot with every later member and presence change applied. */
function viewAfter(snapshot: RoomView, events: readonly ServerEvent[]) {
  let { members, online } = snapshot;
  for (const event of events) {
    if (event.type === 'members.changed' && event.version > snapshot.version)
      members = mergeMembers(members, event.upserted, event.removed);
    if (event.type === 'presence') online = applyPresence(online, event);
  }
  return { members: members.map((member) => member.userId).sort(), online: [...online].sort() };
}

/**
 * Everybody joining one room at once: each join tells everyone of one member, not of the whole
 * list, so the bytes a join costs grow with the room, not with its square.
 */
describe('a join storm', () => {
  const bed = roomTestBed('sqlite', 'Storm', () => ({
    ROOM_MEMBER_LIMIT: '400',
    LIVE_CONNECTIONS_PER_ADDRESS: '1000',
  }));

  it('costs each join frames linear in the room size, and everyone ends with the same room', async () => {
    const [owner] = await bed.users(1);
    const perJoin: number[] = [];
    for (const size of STORM_SIZES) {
      const roomId = await owner!.createRoom();
      await owner!.join(roomId);
      const guests = await bed.guests(size);
      const everyone = [owner!, ...guests];
      for (const person of everyone) {
        person.frames.length = 0;
        person.clearEvents();
      }
      const started = Date.now();
      const snapshots = await Promise.all(guests.map((guest) => guest.join(roomId)));
      await settled(everyone);
      const bytes = bytesOf(everyone);
      perJoin.push(bytes / size);
      console.log(
        `${size} guests joining at once: ${(bytes / 2 ** 20).toFixed(1)} MiB of frames in ${frameCount(everyone)} frames, ` +
          `${(bytes / size / 1024).toFixed(1)} KiB per join, settled in ${Date.now() - started} ms`,
      );

      // Newcomers made members together are announced together: one frame per person in the room
      // for each group, where each newcomer was one frame for each person (6,644 frames for 100).
      expect(frameCount(everyone)).toBeLessThan(10 * size);

      const ids = everyone.map((person) => person.userId).sort();
      const last = guests.length - 1;
      for (const index of [0, Math.floor(last / 2), last]) {
        expect(viewAfter(snapshots[index]!, guests[index]!.events)).toEqual({ members: ids, online: ids });
      }
      expect((await owner!.sync(roomId)).members).toHaveLength(size + 1);
      for (const guest of guests) guest.close();
    }
    // Linear: three times the people cost each join about three times as much (the square: nine).
    expect(perJoin[1]! / perJoin[0]!).toBeLessThan(4.5);
  }, 120_000);
});
