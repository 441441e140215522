import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../testing/test-server';
import { TestClient } from '../testing/http-client';
import { sessionCookieReader } from '../http/session-cookie';

function open(url: string, cookie?: string): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: cookie ? { cookie } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

describe.each(TEST_DIALECTS)('realtime endpoint on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => server.close());
  /** The server's side of a connection: sockets of earlier tests may still be closing. */
  const serverSocket = async (socket: Socket) =>
    (await server.app.realtime.io.fetchSockets()).find((candidate) => candidate.id === socket.id);

  it('refuses a socket without a session', async () => {
    await expect(open(server.url)).rejects.toThrow('UNAUTHORIZED');
  });

  it('accepts a socket carrying the session cookie and knows who it is', async () => {
    const client = new TestClient(server.url);
    await client.signUp('sock@example.com');
    const socket = await open(server.url, client.cookieHeader);
    const serverSide = await serverSocket(socket);
    expect(serverSide?.data.user).toMatchObject({
      email: 'sock@example.com',
      role: 'user',
      isAnonymous: false,
    });
    socket.close();
  });

  it('refuses a session cookie whose token or signature was changed', async () => {
    const client = new TestClient(server.url);
    await client.signUp('forged@example.com');
    const cookie = client.cookieHeader;
    const signed = /session_token=([^;]+)/.exec(cookie)![1]!;
    const [token, signature] = decodeURIComponent(signed).split('.') as [string, string];
    const forge = (value: string) => cookie.replace(signed, encodeURIComponent(value));
    const otherLast = token.endsWith('x') ? 'y' : 'x';
    await expect(open(server.url, forge(`${token.slice(0, -1)}${otherLast}.${signature}`))).rejects.toThrow(
      'UNAUTHORIZED',
    );
    await expect(open(server.url, forge(`${token}.${'A'.repeat(43)}=`))).rejects.toThrow('UNAUTHORIZED');
    await expect(open(server.url, forge(token))).rejects.toThrow('UNAUTHORIZED');
    (await open(server.url, cookie)).close();
  });

  it('knows a guest as a guest, and refuses a session that has expired', async () => {
    const guest = new TestClient(server.url);
    expect((await guest.post('/api/auth/sign-in/anonymous', { name: 'Expiring' })).status).toBe(200);
    const socket = await open(server.url, guest.cookieHeader);
    const live = await serverSocket(socket);
    expect(live?.data.user.isAnonymous).toBe(true);
    socket.close();
    await server.db.kysely
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', live!.data.user.id)
      .execute();
    await expect(open(server.url, guest.cookieHeader)).rejects.toThrow('UNAUTHORIZED');
  });

  it('reads the sessions of handshakes arriving together with one query, each as its own', async () => {
    const clients = await Promise.all(
      ['one', 'two', 'three'].map(async (name) => {
        const client = new TestClient(server.url);
        await client.signUp(`together-${name}@example.com`);
        return client;
      }),
    );
    // The third signs out: their cookie still comes, their session is gone.
    expect((await clients[2]!.post('/api/auth/sign-out', {})).status).toBe(200);
    let queries = 0;
    const counted = server.db.kysely.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        queries += 1;
        return result;
      },
    });
    const readSession = await sessionCookieReader(server.app.auth, counted);
    const read = (client: TestClient) => readSession({ cookie: client.cookieHeader });
    const users = await Promise.all([...clients.map(read), read(clients[0]!)]);
    expect(queries).toBe(1);
    expect(users.map((user) => user?.email ?? null)).toEqual([
      'together-one@example.com',
      'together-two@example.com',
      null,
      'together-one@example.com',
    ]);
    // Alone, the next handshake is read by itself.
    expect((await read(clients[1]!))?.email).toBe('together-two@example.com');
    expect(queries).toBe(2);
  });
});
