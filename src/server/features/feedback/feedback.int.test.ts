import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/http-client';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';

const message = {
  name: 'Olena',
  email: 'olena@example.com',
  category: 'idea',
  message: 'Please add a coffee-break card to the deck.',
  page: '/contact-us',
};

describe.each(TEST_DIALECTS)('feedback on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy each test can speak from its own address, so limits do not collide.
    server = await startTestServer(dialect, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => server.close());

  let lastAddress = 0;
  const from = () => ({ 'x-forwarded-for': `203.0.113.${(lastAddress += 1)}` });
  const send = (client: TestClient, body: unknown, headers: Record<string, string>) =>
    client.request('POST', '/api/system/feedback', body, headers);

  const stored = (id: string) =>
    server.db.kysely.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst();

  it('stores a visitor message with its page and time', async () => {
    const sent = await send(new TestClient(server.url), message, from());
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({ id: expect.any(String), createAt: expect.stringMatching(/^\d{4}-/) });
    expect(await stored(sent.json.id)).toMatchObject({
      ...message,
      userId: null,
      status: 'new',
      createAt: sent.json.createAt,
    });
  });

  it('links a signed-in user to their message', async () => {
    const client = new TestClient(server.url);
    await client.signUp(`feedback-${Date.now()}@example.com`);
    const { uid } = (await client.get('/api/profile')).json;
    const sent = await send(client, { ...message, category: 'bug', page: undefined }, from());
    expect(sent.status).toBe(201);
    expect(await stored(sent.json.id)).toMatchObject({ userId: uid, category: 'bug', page: null });
  });

  it('answers bad input with a clear 400 and stores nothing', async () => {
    const client = new TestClient(server.url);
    const before = await server.db.kysely
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...message, email: 'nope' }, /^email: Enter a valid email address$/],
      [{ ...message, message: 'short' }, /^message: Write at least 10 characters$/],
      [{ ...message, category: 'rant' }, /^category: Pick a category/],
      [{ ...message, name: '' }, /^name: Enter your name$/],
      [{ ...message, page: '//evil.example/x' }, /^page: The page must be a path on this site$/],
      [{ ...message, page: '/\\evil.example' }, /^page: The page must be a path on this site$/],
      [{ ...message, page: 'https://evil.example' }, /^page: The page must be a path on this site$/],
    ];
    for (const [body, expected] of cases) {
      const refused = await send(client, body, from());
      expect(refused.status).toBe(400);
      expect(refused.json).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(expected),
      });
    }
    const after = await server.db.kysely
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('limits each address to 5 messages a minute', async () => {
    const client = new TestClient(server.url);
    const address = from();
    for (let i = 0; i < 5; i += 1) expect((await send(client, message, address)).status).toBe(201);
    const refused = await send(client, message, address);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Wait a minute/),
    });
    expect((await send(client, message, from())).status).toBe(201);
  });
});
