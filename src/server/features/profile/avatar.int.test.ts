import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../shared/api/avatar';
import { TestClient } from '../../testing/http-client';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../testing/test-server';

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#2f9e62' } })
    .toFormat(format)
    .toBuffer();

describe.each(TEST_DIALECTS)('avatars on %s', (dialect) => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    client = new TestClient(server.url);
    await client.signUp(`avatar-${Date.now()}@example.com`, 'secret-pass', 'Ava Tar');
  });
  afterAll(async () => server.close());

  const upload = (body: Buffer | string, type = 'image/png', who = client) =>
    fetch(`${server.url}/api/profile/avatar`, {
      method: 'PUT',
      headers: { 'content-type': type, cookie: who.cookieHeader, origin: server.url },
      body,
    }).then(async (response) => ({
      status: response.status,
      json: (await response.json()) as Record<string, any>,
    }));

  it('stores a resized square WebP and serves it with caching headers', async () => {
    const result = await upload(await image(800, 500, 'png'));
    expect(result.status).toBe(200);
    const { photoURL, uid } = result.json as { photoURL: string; uid: string };
    expect(photoURL).toMatch(new RegExp(`^/api/avatars/${uid}\\?v=[\\w-]+$`));
    expect((await client.get('/api/session')).json.profile.photoURL).toBe(photoURL);

    const served = await fetch(`${server.url}${photoURL}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const etag = served.headers.get('etag')!;
    const again = await fetch(`${server.url}/api/avatars/${uid}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  it('accepts JPEG, WebP and GIF, and keeps small images at their own size', async () => {
    for (const format of ['jpeg', 'webp', 'gif'] as const) {
      expect((await upload(await image(300, 300, format), `image/${format}`)).status, format).toBe(200);
    }
    const small = await upload(await image(64, 40, 'png'));
    const served = Buffer.from(await (await fetch(`${server.url}${small.json.photoURL}`)).arrayBuffer());
    expect(await sharp(served).metadata()).toMatchObject({ width: 40, height: 40 });
  });

  it('refuses what is not an image, whatever the request claims', async () => {
    const text = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(text).toEqual({
      status: 415,
      json: { code: 'UNSUPPORTED_IMAGE', message: 'Upload a PNG, JPEG, WebP or GIF image' },
    });
    expect((await upload('plain words', 'text/plain')).status).toBe(415);
    const damaged = Buffer.concat([(await image(100, 100, 'png')).subarray(0, 40)]);
    expect((await upload(damaged)).json.code).toBe('INVALID_IMAGE');
    expect((await upload(await image(8, 8, 'png'))).json.code).toBe('IMAGE_DIMENSIONS');
  });

  it('refuses a file over 2 MB', async () => {
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const result = await upload(big);
    expect(result).toEqual({
      status: 413,
      json: { code: 'AVATAR_TOO_LARGE', message: 'The image is larger than 2 MB' },
    });
  });

  it('needs a signed-in user, and removing falls back to initials', async () => {
    const visitor = new TestClient(server.url);
    expect((await upload(await image(64, 64, 'png'), 'image/png', visitor)).status).toBe(401);

    const { uid } = (await client.get('/api/profile')).json;
    const removed = await client.request('DELETE', '/api/profile/avatar');
    expect(removed.json.photoURL).toBeNull();
    expect((await fetch(`${server.url}/api/avatars/${uid}`)).status).toBe(404);
    expect((await visitor.request('DELETE', '/api/profile/avatar')).status).toBe(401);
  });

  it('goes away with the account', async () => {
    const leaver = new TestClient(server.url);
    await leaver.signUp(`avatar-leaver-${Date.now()}@example.com`);
    const { photoURL } = (await upload(await image(64, 64, 'png'), 'image/png', leaver)).json;
    expect((await leaver.request('DELETE', '/api/profile')).status).toBe(204);
    expect((await fetch(`${server.url}${photoURL}`)).status).toBe(404);
  });
});
