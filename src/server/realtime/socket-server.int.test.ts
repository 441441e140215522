import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { TestClient } from '../testing/http-client';

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

describe('realtime endpoint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server.close());

  it('refuses a socket without a session', async () => {
    await expect(open(server.url)).rejects.toThrow('UNAUTHORIZED');
  });

  it('accepts a socket carrying the session cookie and knows who it is', async () => {
    const client = new TestClient(server.url);
    await client.signUp('sock@example.com');
    const socket = await open(server.url, client.cookieHeader);
    const [serverSide] = await server.app.realtime.io.fetchSockets();
    expect(serverSide?.data.user.email).toBe('sock@example.com');
    socket.close();
  });
});
