import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './testing/http-client';
import { RoomTestUser } from './testing/room-client';
import { spawnServer, type SpawnedServer } from './testing/spawned-server';

const ADMIN = 'security-admin@example.com';
/** Per route and address: three failed sign-ins and a banned one; the next ones are refused. */
const SIGN_INS_PER_MINUTE = 4;

/** The security events an operator alerts on, read from what the server process really writes. */
describe('security events in the log', () => {
  let server: SpawnedServer;
  const events = (name: string) =>
    server
      .log()
      .split('\n')
      .filter((line) => line.includes(`"security":"${name}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    server = await spawnServer({
      LOG_LEVEL: 'info',
      ADMIN_EMAILS: ADMIN,
      SIGN_IN_RATE_LIMIT_PER_MINUTE: String(SIGN_INS_PER_MINUTE),
    });
  }, 60_000);
  afterAll(() => server?.kill());

  it('logs failed sign-ins, refused admin calls, bans, rate limits and live floods, without what was typed', async () => {
    const admin = new TestClient(server.url);
    await admin.signUp(ADMIN);
    const email = `security-player-${Date.now()}@example.com`;
    const player = await new RoomTestUser(server.url).signUp(email);
    const flooder = await new RoomTestUser(server.url).signUp(`security-flooder-${Date.now()}@example.com`);

    const stranger = new TestClient(server.url);
    const guess = 'a-guessed-password';
    await stranger.post('/api/auth/sign-in/email', { email, password: guess });
    await stranger.post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: guess });
    // A password typed into the email field is refused as no email at all, and not logged.
    await stranger.post('/api/auth/sign-in/email', { email: 'my-secret-password', password: guess });

    expect((await player.http.get('/api/admin/users')).status).toBe(403);
    expect((await admin.put(`/api/admin/users/${player.userId}/ban`, { reason: 'spam' })).status).toBe(200);
    await stranger.post('/api/auth/sign-in/email', { email, password: 'secret-pass' });

    // Past the per-minute limit: the refusals are 429 and logged.
    for (let i = 0; i < 3; i += 1) {
      expect((await stranger.post('/api/auth/sign-in/email', { email, password: guess })).status).toBe(429);
    }

    const roomId = await flooder.createRoom();
    await flooder.connect();
    await flooder.join(roomId);
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => flooder.send({ type: 'room.sync', roomId })),
    );
    expect(answers.filter((answer) => !answer.ok && answer.code === 'RATE_LIMITED').length).toBeGreaterThan(
      0,
    );
    flooder.close();
    await new Promise((resolve) => setTimeout(resolve, 300));

    const failed = events('sign_in_failed');
    expect(failed.map((event) => [event.code, event.email])).toEqual([
      ['WRONG_CREDENTIALS', email],
      ['WRONG_CREDENTIALS', 'nobody@example.com'],
    ]);
    expect(failed[0]).toMatchObject({ path: '/api/auth/sign-in/email', ip: '127.0.0.1', level: 40 });
    expect(events('admin_refused')).toEqual([
      expect.objectContaining({ userId: player.userId, path: '/api/admin/users' }),
    ]);
    expect(server.log()).toMatch(/"action":"user.ban".*"targetUserId":"[^"]+"/);
    expect(events('banned_sign_in')).toEqual([expect.objectContaining({ email, code: 'BANNED' })]);
    expect(events('rate_limited')).toHaveLength(3);
    expect(events('rate_limited')[0]).toMatchObject({ path: '/api/auth/sign-in/email', ip: '127.0.0.1' });
    // One line for the flood, not one per refused command.
    expect(events('live_rate_limited')).toEqual([expect.objectContaining({ userId: flooder.userId })]);
    for (const typed of [guess, 'my-secret-password', 'secret-pass'])
      expect(server.log()).not.toContain(typed);
  }, 60_000);
});
