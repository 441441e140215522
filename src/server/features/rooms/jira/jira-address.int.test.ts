import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../testing/free-ports';
import { roomTestBed } from '../../../testing/room-test-bed';

/**
 * The addresses a person may point a room's Jira at: a guest tries the server's own neighbours on
 * a server whose administrator allowed none, and nothing reaches them.
 */
describe('a Jira link to an address on this host or a private network', () => {
  const bed = roomTestBed('sqlite', 'ssrf');
  let internal: Server;
  let port = 0;
  const reached: string[] = [];
  beforeAll(async () => {
    internal = createServer((request, response) => {
      reached.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ displayName: 'internal admin', errorMessages: ['secret'] }));
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    port = (internal.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => internal.close(() => resolve())));

  it('is refused without a request reaching it, the same way as an address where nothing listens', async () => {
    const [guest] = await bed.guests(1);
    const roomId = await guest!.createRoom();
    const link = (baseUrl: string) =>
      guest!.http.put(`/api/rooms/${roomId}/jira`, { kind: 'dataCenter', baseUrl, token: 'x' });

    for (const baseUrl of [
      `http://127.0.0.1:${port}/internal-admin?`,
      `http://127.0.0.1:${port}/internal-admin#`,
      `http://admin:pw@127.0.0.1:${port}/`,
      `${bed.server.url}/api/session#`,
    ]) {
      const answer = await link(baseUrl);
      expect(answer.status, baseUrl).toBe(400);
      expect(answer.json).toMatchObject({ code: 'VALIDATION_ERROR' });
    }

    const closed = await link(`http://127.0.0.1:${await freePort()}`);
    expect(closed.status).toBe(502);
    const refusal = closed.json;
    for (const baseUrl of [
      `http://127.0.0.1:${port}/internal-admin`,
      `http://2130706433:${port}`,
      `http://0.0.0.0:${port}`,
      `http://localhost:${port}`,
      `http://[::ffff:127.0.0.1]:${port}`,
      bed.server.url,
    ]) {
      const answer = await link(baseUrl);
      expect({ baseUrl, status: answer.status, body: answer.json }).toEqual({
        baseUrl,
        status: 502,
        body: refusal,
      });
    }
    expect(refusal).toEqual({
      code: 'JIRA_UNREACHABLE',
      message:
        'Jira could not be reached at this address. A Jira on your own network must first be allowed by whoever runs this server',
    });
    expect(reached).toEqual([]);
    expect((await guest!.http.get(`/api/rooms/${roomId}/jira`)).json).toMatchObject({
      connected: false,
      account: null,
    });
  });
});
