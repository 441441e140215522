import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';
import { ADMIN_ENV, insertFeedback, signInBoss, type SignedUp } from '../../testing/admin-test-kit';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe.each(TEST_DIALECTS)('the feedback inbox on %s', (dialect) => {
  let server: TestServer;
  let boss: SignedUp;
  beforeAll(async () => {
    server = await startTestServer(dialect, ADMIN_ENV);
    boss = await signInBoss(server);
  });
  afterAll(async () => server.close());

  it('lists newest first, filters by category and status, and resolves', async () => {
    const oldBug = await insertFeedback(server, {
      category: 'bug',
      createAt: minutesAgo(30),
      message: 'old bug',
    });
    const idea = await insertFeedback(server, {
      category: 'idea',
      createAt: minutesAgo(20),
      message: 'idea',
    });
    const newBug = await insertFeedback(server, {
      category: 'bug',
      createAt: minutesAgo(10),
      message: 'new bug',
    });
    await insertFeedback(server, { category: 'praise', status: 'resolved', createAt: minutesAgo(5) });

    const all = await boss.client.get('/api/admin/feedback');
    expect(all.status).toBe(200);
    expect(all.json.items.map((item: { message: string }) => item.message)).toEqual([
      'Something broke',
      'new bug',
      'idea',
      'old bug',
    ]);
    expect(all.json).toMatchObject({
      total: 4,
      categories: ['bug', 'idea', 'praise'],
      counts: { new: 3, resolved: 1 },
    });

    const bugs = await boss.client.get('/api/admin/feedback?category=bug');
    expect(bugs.json.items.map((item: { id: string }) => item.id)).toEqual([newBug, oldBug]);
    expect(bugs.json.counts).toEqual({ new: 2, resolved: 0 });

    const resolved = await boss.client.patch(`/api/admin/feedback/${newBug}`, { status: 'resolved' });
    expect(resolved.status).toBe(200);
    expect(resolved.json).toMatchObject({ id: newBug, status: 'resolved', category: 'bug' });
    expect(resolved.json.updatedAt > resolved.json.createAt).toBe(true);

    const waiting = await boss.client.get('/api/admin/feedback?status=new');
    expect(waiting.json.items.map((item: { id: string }) => item.id)).toEqual([idea, oldBug]);
    const done = await boss.client.get('/api/admin/feedback?status=resolved&category=bug');
    expect(done.json.items.map((item: { id: string }) => item.id)).toEqual([newBug]);
    expect((await boss.client.get('/api/admin/overview')).json.feedbackWaiting).toBe(2);

    await boss.client.patch(`/api/admin/feedback/${newBug}`, { status: 'new' });
    expect((await boss.client.get('/api/admin/feedback?status=new')).json.total).toBe(3);

    const paged = await boss.client.get('/api/admin/feedback?pageSize=3&page=2');
    expect(paged.json.items).toHaveLength(1);
    expect(paged.json.total).toBe(4);
  });

  it('answers 404 for a message that does not exist', async () => {
    const result = await boss.client.patch('/api/admin/feedback/missing', { status: 'resolved' });
    expect(result.status).toBe(404);
    expect(result.json).toMatchObject({ code: 'NOT_FOUND', message: 'This message no longer exists' });
  });
});
