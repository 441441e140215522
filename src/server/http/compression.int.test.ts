import { describe, expect, it } from 'vitest';
import { roomTestBed } from '../testing/room-test-bed';

/** API answers big enough to gain are compressed for a browser that takes it, and only then. */
describe('compressed answers', () => {
  const bed = roomTestBed('sqlite', 'Zip');

  it('sends a long room list compressed with brotli or gzip, and plain to a client that asks for neither', async () => {
    const [owner] = await bed.users(1);
    for (let i = 0; i < 12; i += 1) await owner!.createRoom({ name: `Sprint ${i}` });
    const list = (encoding: string) =>
      fetch(`${bed.server.url}/api/rooms`, {
        headers: { cookie: owner!.http.cookieHeader, 'accept-encoding': encoding },
      });

    const plain = await list('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const size = (await plain.text()).length;
    expect(size).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await list(encoding);
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      // fetch decodes the body; what matters is that it is the same list.
      expect(((await compressed.json()) as { rooms: unknown[] }).rooms).toHaveLength(12);
    }
  });
});
