import { describe, expect, it } from 'vitest';
import { ROOM_PROTOCOL_VERSION } from '../../../shared/protocol/room-protocol';
import { RoomTestUser } from '../../testing/room-client';
import { roomTestBed } from '../../testing/room-test-bed';
import { TEST_DIALECTS } from '../../testing/test-server';

const PEOPLE = 12;
const TABS = 5;

/**
 * Someone opening the room link in several tabs at once (a restored browser session, a double
 * click) joins once, from every tab, on both databases.
 */
describe.each(TEST_DIALECTS)('joining from several tabs at once on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'Tabs');

  it('answers every tab with the room and makes one membership each', async () => {
    const [owner] = await bed.users(1);
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    const stamp = Date.now().toString(36);
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, (_, i) =>
        new RoomTestUser(bed.server.url).signUp(`tabs${i}-${stamp}@example.com`),
      ),
    );
    const tabs = people.flatMap((person) => Array.from({ length: TABS }, () => person.tab()));
    try {
      await Promise.all(tabs.map((tab) => tab.connect()));
      const answers = await Promise.all(
        tabs.map((tab) => tab.send({ type: 'room.join', roomId, protocol: ROOM_PROTOCOL_VERSION })),
      );
      const refused = answers.filter((answer) => !answer.ok);
      expect(refused).toEqual([]);
      const members = (await owner!.sync(roomId)).members;
      expect(members).toHaveLength(PEOPLE + 1);
      for (const person of people) {
        expect(members.filter((member) => member.userId === person.userId)).toHaveLength(1);
      }
    } finally {
      tabs.forEach((tab) => tab.close());
    }
  }, 30_000);
});
