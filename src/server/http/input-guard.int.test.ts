import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import { roomTestBed } from '../testing/room-test-bed';
import { TEST_DIALECTS } from '../testing/test-server';

const NUL = '\u0000';

/** Input Postgres cannot store, and input built to exhaust parsers, stop at the edge on both databases. */
describe.each(TEST_DIALECTS)('input at the edge on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'Edge');

  it('answers NUL anywhere with a 400, signed in or not', async () => {
    const [owner] = await bed.users(1);
    const visitor = new TestClient(bed.server.url);
    const refused = [
      await visitor.get('/api/avatars/a%00b'),
      await visitor.get('/api/rooms/abc%00def/preview'),
      await visitor.post('/api/auth/sign-up/email', {
        name: `Nul${NUL}name`,
        email: `nul-${Date.now()}@example.com`,
        password: 'secret-pass',
      }),
      await visitor.post('/api/auth/sign-in/email', { email: `a${NUL}@example.com`, password: 'x' }),
      await owner!.http.patch('/api/profile', { displayName: `Ada${NUL}` }),
      await owner!.http.post('/api/rooms', { name: `Room${NUL}` }),
      await owner!.http.post('/api/feedback', { message: `hi${NUL}there`, [`k${NUL}`]: 1 }),
      await owner!.http.get('/api/rooms?cursor=a%00'),
    ];
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('control characters'),
      });
    }
    // Nothing was changed, and the server goes on answering.
    expect((await owner!.http.get('/api/profile')).json.displayName).toBe(owner!.displayName);
    // A name is one line.
    const tabbed = await owner!.http.patch('/api/profile', { displayName: 'Ada\tLovelace' });
    expect(tabbed).toMatchObject({
      status: 400,
      json: { message: 'displayName: A name is one line, without tabs' },
    });
  });

  it('refuses a body nested thousands deep with a 400 before parsing it', async () => {
    const visitor = new TestClient(bed.server.url);
    const deep = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/feedback']) {
      const response = await fetch(`${bed.server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: deep,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'The request is nested too deeply' });
    }
    expect((await visitor.get('/api/health')).status).toBe(200);
  });

  it('answers a live command carrying NUL with a typed error and stores nothing', async () => {
    const [owner] = await bed.users(1);
    const roomId = await owner!.createRoom();
    await owner!.connect();
    await owner!.join(roomId);
    const ack = await owner!.send({ type: 'task.add', roomId, tasks: [{ title: `Login${NUL}` }] });
    expect(ack).toMatchObject({
      ok: false,
      code: 'BAD_REQUEST',
      message: 'tasks.0.title: text cannot contain control characters',
    });
    expect((await owner!.sync(roomId)).tasks).toHaveLength(0);
  });

  it('never hands a session token to page scripts', async () => {
    const [owner] = await bed.users(1);
    for (const path of ['/api/auth/get-session', '/api/auth/list-sessions']) {
      const response = await owner!.http.get(path);
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.json)).not.toContain('"token"');
    }
  });
});
