import { afterAll, describe, expect, it } from 'vitest';
import { newUsers, type RoomTestUser } from '../testing/room-client';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../testing/test-server';

const TOKEN = 'metrics-token-0123456789';

describe.each(TEST_DIALECTS)('metrics on %s', (dialect) => {
  const servers: TestServer[] = [];
  let people: RoomTestUser[] = [];
  afterAll(async () => {
    people.forEach((person) => person.close());
    for (const server of servers) await server.close();
  });

  it('are off without a token, refused without the right one, and count sockets, rooms and commands', async () => {
    const off = await startTestServer(dialect);
    servers.push(off);
    expect((await fetch(`${off.url}/metrics`)).status).toBe(404);

    const server = await startTestServer(dialect, { METRICS_TOKEN: TOKEN });
    servers.push(server);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status,
    ).toBe(401);

    people = await newUsers(server.url, 2, 'metrics');
    const [owner, player] = people;
    const roomId = await owner!.createRoom();
    await owner!.join(roomId);
    await player!.join(roomId);
    await player!.must(roomId, { type: 'vote.cast', taskId: null, value: '5' });
    await player!.send({ type: 'vote.cast', roomId, taskId: null, value: 'not-a-card' });

    const scrape = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await scrape.text();
    expect(text).toMatch(/^estimate_sockets_connected 2$/m);
    expect(text).toMatch(/^estimate_live_rooms 1$/m);
    expect(text).toMatch(/^estimate_live_commands_total\{kind="room",type="vote.cast",result="ok"\} 1$/m);
    expect(text).toMatch(
      /^estimate_live_commands_total\{kind="room",type="vote.cast",result="INVALID_CARD"\} 1$/m,
    );
    expect(text).toMatch(/^estimate_live_command_duration_seconds_count\{kind="room"\} \d+$/m);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (dialect === 'postgres') expect(text).toMatch(/^estimate_db_pool_connections\{state="total"\} \d+$/m);
  });
});
