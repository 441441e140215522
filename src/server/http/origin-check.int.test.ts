import { Manager, io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { HANDSHAKE_TIMEOUT_MS } from '../realtime/socket-server';
import { roomTestBed } from '../testing/room-test-bed';

const EXTRA_ORIGIN = 'https://poker.example.com';

/** What a page on another origin (another site, or another port of this host) can make us do: nothing. */
describe('origins', () => {
  const bed = roomTestBed('sqlite', 'Origin', () => ({ ALLOWED_ORIGINS: `${EXTRA_ORIGIN}/` }));
  /** Another port on the same host: a different origin that SameSite cookies do not tell apart. */
  const foreign = () => bed.server.url.replace(/:\d+$/, ':1');

  it('refuses a state-changing request from another origin, with our cookies, and changes nothing', async () => {
    const [owner] = await bed.users(1);
    const before = (await owner!.http.get('/api/rooms')).json.rooms.length;
    const headers = { origin: foreign() };
    const refused = [
      await owner!.http.request('POST', '/api/rooms', { name: 'Forged' }, headers),
      await owner!.http.request('PATCH', '/api/profile', { displayName: 'Forged' }, headers),
      await owner!.http.request('POST', '/api/auth/sign-out', {}, headers),
      await owner!.http.request('POST', '/api/auth/sign-out', {}, { origin: 'null' }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect(response.json).toMatchObject({
        code: 'CROSS_ORIGIN',
        message: `Requests from ${response === refused[3] ? 'null' : foreign()} are not accepted here. Open the app at ${bed.server.url} (or add the address to ALLOWED_ORIGINS)`,
      });
    }
    expect((await owner!.http.get('/api/rooms')).json.rooms).toHaveLength(before);
    expect((await owner!.http.get('/api/profile')).json.displayName).toBe(owner!.displayName);
    // Reading is not changing: a GET from anywhere is answered as before (CORS keeps the body from the page).
    expect((await owner!.http.request('GET', '/api/profile', undefined, headers)).status).toBe(200);
    // Our own origin and an allowed extra one go through.
    await owner!.createRoom({ name: 'Ours' });
    const extra = await owner!.http.request(
      'PATCH',
      '/api/profile',
      { displayName: 'Extra' },
      { origin: EXTRA_ORIGIN },
    );
    expect(extra.status).toBe(200);
    // A client that is not a browser sends no Origin: our check lets it by (the session decides).
    const bare = await fetch(`${bed.server.url}/api/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Scripted' }),
    });
    expect(bare.status).toBe(401);
  });

  it('lets someone at an allowed extra address sign in and out, as at our own', async () => {
    const [person] = await bed.users(1);
    const email = (await person!.http.get('/api/profile')).json.email as string;
    const extra = { origin: EXTRA_ORIGIN };
    // A browser sends the cookies it holds with every request, the old session's among them.
    const signOut = await person!.http.request('POST', '/api/auth/sign-out', {}, extra);
    expect(signOut.status).toBe(200);
    const signIn = await person!.http.request(
      'POST',
      '/api/auth/sign-in/email',
      { email, password: 'secret-pass' },
      extra,
    );
    expect(signIn.status).toBe(200);
    expect((await person!.http.get('/api/profile')).json.email).toBe(email);
  });

  it('refuses a live connection opened by a page of another origin', async () => {
    const [owner] = await bed.users(1);
    const open = (origin: string) => {
      const socket = connect(bed.server.url, {
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie: owner!.http.cookieHeader, origin },
      });
      return new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', () => resolve('refused'));
      }).finally(() => socket.close());
    };
    expect(await open(foreign())).toBe('refused');
    expect(await open(bed.server.url)).toBe('connected');
    expect(await open(EXTRA_ORIGIN)).toBe('connected');
  });

  it('allows only our own origins to connect in the CSP', async () => {
    const response = await fetch(`${bed.server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const connectSrc = /connect-src ([^;]+)/.exec(csp)?.[1];
    const ws = bed.server.url.replace(/^http/, 'ws');
    expect(connectSrc).toBe(`'self' ${ws} wss://poker.example.com`);
  });

  it('drops a connection that never finishes joining', async () => {
    const manager = new Manager(bed.server.url, { transports: ['websocket'], reconnection: false });
    const started = Date.now();
    const closed = new Promise<number>((resolve) => manager.on('close', () => resolve(Date.now() - started)));
    manager.open();
    const after = await closed;
    expect(after).toBeGreaterThanOrEqual(HANDSHAKE_TIMEOUT_MS - 500);
    expect(after).toBeLessThan(HANDSHAKE_TIMEOUT_MS + 3_000);
  }, 15_000);
});
