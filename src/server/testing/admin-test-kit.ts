import { randomUUID } from 'node:crypto';
import type { TestServer } from './test-server';
import { TestClient } from './http-client';

/** Test helpers shared by the admin integration tests. */
export const BOSS_EMAIL = 'boss@example.com';
export const ADMIN_ENV = { ADMIN_EMAILS: BOSS_EMAIL };

let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

export interface SignedUp {
  client: TestClient;
  id: string;
  email: string;
}

export async function signUpUser(server: TestServer, email: string, name?: string): Promise<SignedUp> {
  const client = new TestClient(server.url);
  const result = await client.signUp(email, 'secret-pass', name);
  return { client, id: String(result.json.user.id), email };
}

/** The configured administrator: signs up once per server, signs in after that. */
export async function signInBoss(server: TestServer): Promise<SignedUp> {
  const client = new TestClient(server.url);
  const signIn = await client.post('/api/auth/sign-in/email', { email: BOSS_EMAIL, password: 'secret-pass' });
  if (signIn.status === 200) return { client, id: String(signIn.json.user.id), email: BOSS_EMAIL };
  return signUpUser(server, BOSS_EMAIL, 'Boss');
}

export async function insertFeedback(
  server: TestServer,
  fields: { category?: string; status?: string; createAt?: string; message?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const stamp = fields.createAt ?? new Date().toISOString();
  await server.db.kysely
    .insertInto('feedback')
    .values({
      id,
      userId: null,
      name: 'Reporter',
      email: 'reporter@example.com',
      category: fields.category ?? 'bug',
      message: fields.message ?? 'Something broke',
      page: '/rooms',
      status: fields.status ?? 'new',
      createAt: stamp,
      updatedAt: stamp,
    })
    .execute();
  return id;
}

export async function insertVisits(server: TestServer, at: Date, count: number, eventType = 'VISIT') {
  for (let i = 0; i < count; i += 1) {
    await server.db.kysely
      .insertInto('analytics_event')
      .values({ userId: 'someone', userName: 'Someone', eventType, createAt: at.toISOString() })
      .execute();
  }
}

/** Sets better-auth's date columns the way each dialect stores them. */
export function authDate(server: TestServer, date: Date): Date | string {
  return server.db.dialect === 'postgres' ? date : date.toISOString();
}
