import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMigrations } from 'better-auth/db/migration';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../testing/test-server';
import { documentRepository } from './document-repository';

const feedbackFields = (id: string) => ({
  id,
  userId: null,
  name: 'Nina',
  email: 'nina@example.com',
  category: 'idea',
  message: `message ${id}`,
  page: '/contact-us',
  status: 'new',
});

describe.each(TEST_DIALECTS)('document repository on %s', (dialect) => {
  let server: TestServer;
  let feedback: ReturnType<typeof documentRepository<'feedback'>>;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    feedback = documentRepository(server.db.kysely, 'feedback');
  });
  afterAll(async () => server.close());

  it('creates with createAt and updatedAt stamped by the server', async () => {
    const created = await feedback.create(feedbackFields('f1'));
    expect(created.createAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(created.updatedAt).toBe(created.createAt);
    expect(await feedback.get('f1')).toEqual(created);
  });

  it('patches and updates, stamping only updatedAt', async () => {
    const created = await feedback.create(feedbackFields('f2'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const patched = await feedback.patch('f2', { status: 'resolved' });
    expect(patched).toMatchObject({ status: 'resolved', message: 'message f2', createAt: created.createAt });
    expect(patched!.updatedAt > created.updatedAt).toBe(true);
    const updated = await feedback.update('f2', { ...feedbackFields('f2'), message: 'rewritten' });
    expect(updated).toMatchObject({ message: 'rewritten', status: 'new', createAt: created.createAt });
    expect(await feedback.patch('missing', { status: 'x' })).toBeUndefined();
  });

  it('deletes one, and reports a missing one', async () => {
    await feedback.create(feedbackFields('f3'));
    expect(await feedback.remove('f3')).toBe(true);
    expect(await feedback.remove('f3')).toBe(false);
    expect(await feedback.get('f3')).toBeUndefined();
  });

  it('reads any number of ids, in chunks of 30', async () => {
    const ids = Array.from({ length: 75 }, (_, i) => `bulk-${i}`);
    const created = await feedback.createMany(ids.map(feedbackFields));
    expect(created).toHaveLength(75);
    const found = await feedback.getMany([...ids, 'not-there', ids[0]!]);
    expect(found.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(await feedback.removeMany(ids)).toBe(75);
    expect(await feedback.getMany(ids)).toEqual([]);
  });

  it('creates a batch all or nothing', async () => {
    await feedback.create(feedbackFields('dup'));
    await expect(feedback.createMany([feedbackFields('new-1'), feedbackFields('dup')])).rejects.toThrow();
    expect(await feedback.get('new-1')).toBeUndefined();
  });

  it('leaves nothing of better-auth schema for its own migrator to add', async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(server.app.auth.options);
    expect(toBeCreated.map((t) => t.table)).toEqual([]);
    expect(toBeAdded.map((t) => `${t.table}: ${Object.keys(t.fields).join(',')}`)).toEqual([]);
  });
});
