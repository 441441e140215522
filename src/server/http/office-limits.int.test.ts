import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import { RoomTestUser } from '../testing/room-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const OFFICE = 30;

/** A whole team behind one office address, on a server with the default limits. */
describe('an office behind one address', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test servers raise both limits for speed; this one keeps the defaults (a blank is unset).
    server = await startTestServer('sqlite', {
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '10',
      GUEST_JOINS_PER_MINUTE: '',
    });
  });
  afterAll(async () => server.close());

  it('joins a room as 30 guests within a minute, while password attempts from it stay limited', async () => {
    const owner = await new RoomTestUser(server.url).signUp(`office-owner-${Date.now()}@example.com`);
    const roomId = await owner.createRoom();
    const guests: RoomTestUser[] = [];
    try {
      for (let i = 0; i < OFFICE; i += 1) {
        const guest = new RoomTestUser(server.url);
        // As the link's page does: the room's name first, then a guest's sign-in, then the table.
        const preview = await guest.http.get(`/api/rooms/${roomId}/preview`);
        expect(preview.status, `guest ${i + 1}'s preview: ${preview.text}`).toBe(200);
        await guest.signInAsGuest(`Guest ${i + 1}`);
        guests.push(await guest.connect());
        await guest.join(roomId);
      }
      const snapshot = await owner.connect().then(() => owner.join(roomId));
      expect(snapshot.members.length).toBe(OFFICE + 1);
    } finally {
      guests.forEach((guest) => guest.close());
      owner.close();
    }

    const attempt = (i: number) =>
      new TestClient(server.url).post('/api/auth/sign-in/email', {
        email: `nobody${i}@example.com`,
        password: 'whatever',
      });
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt(i)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  }, 60_000);
});
