import { describe, expect, it } from 'vitest';
import { ROOM_COMMAND_EVENT, clientCommandSchema } from '../shared/protocol/room-protocol';
import { SOCKET_MAX_MESSAGE_BYTES } from './realtime/socket-server';
import { roomTestBed } from './testing/room-test-bed';
import { TEST_DIALECTS } from './testing/test-server';

const HTTP_CASES = 5_000;
const LIVE_CASES = 5_000;
const SEED = 0x5eed;

/** A small seeded generator, so a failure names a case that can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof random>;

const KEYS = [
  'name',
  'email',
  'password',
  'displayName',
  'title',
  'roomId',
  'taskId',
  'value',
  'patch',
  'tasks',
  'role',
  'reason',
  'message',
  'text',
  'columnId',
  'siteUrl',
  'apiToken',
  'jql',
  'project',
  '__proto__',
  'constructor',
  'prototype',
  'type',
  'protocol',
  'isFavorite',
  'status',
  'locale',
];
const STRINGS = [
  '',
  ' ',
  'a',
  'x'.repeat(300),
  'x'.repeat(70_000),
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u007f',
  '\ud800',
  '\uffff',
  '💥'.repeat(100),
  '<script>alert(1)</script>',
  "'; drop table room; --",
  'javascript:alert(1)',
  'http://169.254.169.254/',
  '../../etc/passwd',
  '%00',
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
  '{"a":1}',
  'ann@example.com',
  'room.join',
];

/** Anything a JSON value can be, biased toward what breaks parsers and schemas. */
function value(r: Random, depth = 0): unknown {
  switch (r.int(depth > 3 ? 6 : 9)) {
    case 0:
      return r.pick(STRINGS);
    case 1:
      return r.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31]);
    case 2:
      return r.pick([true, false, null]);
    case 3:
      return r.pick(STRINGS) + r.pick(STRINGS);
    case 4:
      return String.fromCharCode(r.int(0x20)) + r.pick(STRINGS);
    case 5:
      return r.int(10);
    case 6:
      return Array.from({ length: r.int(5) }, () => value(r, depth + 1));
    default:
      return object(r, depth + 1);
  }
}

function object(r: Random, depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (let i = r.int(6); i > 0; i -= 1) {
    // Defined, not assigned, so `__proto__` becomes a key of its own as JSON.parse would make it.
    Object.defineProperty(result, r.pick(KEYS), {
      value: value(r, depth),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return result;
}

const ROOM_COMMAND_TYPES = clientCommandSchema.options.map((option) => option.shape.type.value);

const ROUTES: [string, string][] = [
  ['POST', '/api/rooms'],
  ['PATCH', '/api/profile'],
  ['POST', '/api/feedback'],
  ['POST', '/api/analytics/user'],
  ['PUT', '/api/rooms/ROOM/favorite'],
  ['POST', '/api/rooms/ROOM/leave'],
  ['DELETE', '/api/rooms/ROOM'],
  ['PUT', '/api/rooms/ROOM/jira'],
  ['POST', '/api/rooms/ROOM/jira/preview'],
  ['POST', '/api/rooms/ROOM/jira/import'],
  ['POST', '/api/rooms/ROOM/jira/send'],
  ['PUT', '/api/rooms/ROOM/jira/points-field'],
  ['POST', '/api/retros'],
  ['PUT', '/api/retros/ROOM/favorite'],
  ['PATCH', '/api/admin/users/ROOM/role'],
  ['PUT', '/api/admin/users/ROOM/ban'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/anonymous'],
  ['POST', '/api/auth/change-password'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/reset-password'],
  ['GET', '/api/rooms?QUERY'],
  ['GET', '/api/admin/users?QUERY'],
  ['GET', '/api/avatars/ROOM'],
  ['GET', '/api/rooms/ROOM/preview'],
];

/** A lone surrogate cannot be percent-encoded as UTF-8; send the bytes a careless client would. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** A body as bytes: JSON of a random value, or what is not JSON at all. */
function body(r: Random): { type: string; data: string | Uint8Array } {
  switch (r.int(8)) {
    case 0:
      return {
        type: 'application/json',
        data: '{"a":'.repeat(2_000 + r.int(3_000)) + '1' + '}'.repeat(5_000),
      };
    case 1:
      return {
        type: 'application/json',
        data: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
      };
    case 2:
      return { type: 'application/json', data: '{"name": "unterminated' };
    case 3:
      return {
        type: r.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data',
        ]),
        data: 'name=a&b=%00',
      };
    case 4:
      return { type: 'application/json', data: JSON.stringify(value(r)) };
    default:
      return { type: 'application/json', data: JSON.stringify(object(r)) };
  }
}

/**
 * Malformed input everywhere a browser or a script can send it: thousands of HTTP bodies and live
 * commands of wrong types, huge, deeply nested, with prototype keys, NUL and control characters,
 * invalid UTF-8 and wrong content types. No answer may be a 5xx or an INTERNAL error, and the
 * server must still work afterwards.
 */
describe.each(TEST_DIALECTS)('fuzzing on %s', (dialect) => {
  const bed = roomTestBed(dialect, 'Fuzz', () => ({
    LIVE_COMMANDS_PER_SECOND: '1000000',
    TRUST_PROXY: 'true',
  }));

  it(`answers ${HTTP_CASES} malformed HTTP requests without a 5xx`, async () => {
    const [person] = await bed.users(1);
    const roomId = await person!.createRoom();
    const r = random(SEED);
    const failures: string[] = [];
    for (let i = 0; i < HTTP_CASES; i += 1) {
      const [method, template] = r.pick(ROUTES);
      const path = template
        .replace('ROOM', r.pick([roomId, 'nope', '%00', '..', 'x'.repeat(300), encode('\u001b')]))
        .replace('QUERY', `query=${encode(String(r.pick(STRINGS)))}&limit=${r.pick(['-1', 'x', '1e9', ''])}`);
      const { type, data } = body(r);
      const response = await fetch(`${bed.server.url}${path}`, {
        method,
        headers: {
          'content-type': type,
          origin: bed.server.url,
          // Spread over addresses so the per-address limits let the bodies reach the parsers.
          'x-forwarded-for': `198.51.100.${r.int(250) + 1}`,
          ...(r.int(2) ? { cookie: person!.http.cookieHeader } : {}),
        },
        body: method === 'GET' ? undefined : data,
      });
      if (response.status >= 500)
        failures.push(`#${i} ${method} ${path.slice(0, 80)} → ${response.status} ${await response.text()}`);
      else await response.arrayBuffer();
    }
    expect(failures).toEqual([]);
    expect((await person!.http.get('/api/profile')).status).toBe(200);
  }, 180_000);

  it(`answers ${LIVE_CASES} malformed live commands with typed errors, never INTERNAL`, async () => {
    const [person] = await bed.users(1);
    const roomId = await person!.createRoom();
    await person!.join(roomId);
    const r = random(SEED + 1);
    const failures: string[] = [];
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < LIVE_CASES; i += 50) {
      const batch = Array.from({ length: 50 }, () => {
        let command: unknown = { ...object(r), type: r.int(5) ? r.pick(ROOM_COMMAND_TYPES) : value(r) };
        if (r.int(3)) Object.assign(command as object, { roomId });
        if (!r.int(20)) command = value(r);
        // Past the transport's message limit Socket.IO hangs up by design (a test of its own below).
        if ((JSON.stringify(command) ?? '').length > SOCKET_MAX_MESSAGE_BYTES / 2)
          command = { type: 'task.add' };
        return person!.socket.timeout(10_000).emitWithAck(ROOM_COMMAND_EVENT, command);
      });
      for (const [j, answer] of (await Promise.all(batch)).entries()) {
        const ack = answer as { ok: boolean; code?: string };
        if (!ack || typeof ack.ok !== 'boolean' || ack.code === 'INTERNAL') {
          failures.push(`#${i + j} → ${JSON.stringify(answer).slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(person!.socket.connected).toBe(true);
    // Valid commands were among them (the room may well have been deleted): the server still serves.
    const fresh = await person!.createRoom();
    expect((await person!.join(fresh)).id).toBe(fresh);
    // Nothing of 5,000 commands stays behind (a loose bound: the heap also holds the test's own work).
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(150 * 1024 * 1024);
  }, 180_000);

  it('hangs up only on a connection that sends more than a message may hold', async () => {
    const [sender, other] = await bed.users(2);
    const roomId = await sender!.createRoom();
    await sender!.join(roomId);
    const closed = new Promise((resolve) => sender!.socket.once('disconnect', resolve));
    sender!.socket.emit(ROOM_COMMAND_EVENT, {
      type: 'task.add',
      roomId,
      tasks: [{ title: 'x'.repeat(SOCKET_MAX_MESSAGE_BYTES) }],
    });
    await closed;
    const otherRoom = await other!.createRoom();
    expect((await other!.join(otherRoom)).id).toBe(otherRoom);
  });
});
