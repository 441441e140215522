import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoomTestUser } from '../testing/room-client';
import { roomTestBed } from '../testing/room-test-bed';
import { TEST_DIALECTS } from '../testing/test-server';
import { betterAuthStores } from './auth-context';

/**
 * better-auth's context stores are on only while it is called: sign-ups, sign-ins and session
 * checks overlapping each other all keep their context (a sign-up writes in a transaction that
 * lives in it), and once they are over the stores are off, so the live path pays no hooks.
 */
describe.each(TEST_DIALECTS)('better-auth’s context on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'Context');
  afterEach(() => vi.restoreAllMocks());

  it('holds through overlapping calls and is turned off after them', async () => {
    const disabled = (await betterAuthStores()).map((store) => vi.spyOn(store, 'disable'));
    const stamp = Date.now().toString(36);
    const people = await Promise.all([
      ...Array.from({ length: 3 }, (_, i) =>
        new RoomTestUser(bed.server.url).signUp(`context${i}-${stamp}@example.com`),
      ),
      ...Array.from({ length: 6 }, (_, i) => new RoomTestUser(bed.server.url).signInAsGuest(`Context ${i}`)),
    ]);
    // Each is signed in as themselves: their session reads back their own account.
    const profiles = await Promise.all(people.map((person) => person.http.get('/api/profile')));
    expect(profiles.map((profile) => profile.status)).toEqual(people.map(() => 200));
    expect(profiles.map((profile) => profile.json.uid)).toEqual(people.map((person) => person.userId));
    await new Promise((resolve) => setImmediate(resolve));
    for (const disable of disabled) expect(disable).toHaveBeenCalled();

    // Off, the next call turns them on again: signing in and opening a room still work.
    const [owner] = await bed.users(1);
    const roomId = await owner!.createRoom();
    expect((await owner!.join(roomId)).version).toBeGreaterThan(0);
  });
});
