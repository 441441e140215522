import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomAccess } from '../../shared/domain/access';
import { RETRO_PROTOCOL_VERSION } from '../../shared/protocol/retro-constants';
import { ROOM_PROTOCOL_VERSION } from '../../shared/protocol/room-constants';
import { ADMIN_ENV, signInBoss } from '../testing/admin-test-kit';
import { freePort } from '../testing/free-ports';
import { startOwnRedis } from '../testing/own-redis';
import { RetroTestUser, TEST_RETRO_INPUT } from '../testing/retro-client';
import { newGuests, newUsers, TEST_ROOM_INPUT, type RoomTestUser } from '../testing/room-client';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../testing/test-server';

const SHARED_SECRET = 'access-matrix-secret-access-matrix-01';
const PEOPLE = ['owner', 'teamAdmin', 'teamMember', 'other', 'guest', 'removed', 'banned'] as const;
type Person = (typeof PEOPLE)[number];
type Outcome =
  | 'ok'
  | 'REMOVED'
  | 'ACCOUNT_REQUIRED'
  | 'NOT_IN_TEAM'
  | 'UNAUTHORIZED'
  | 'PASSCODE_REQUIRED'
  | 'LINK_EXPIRED';

/** Who gets into a room (and a retro) of each access; a removed or banned person never does. */
const JOINS: Record<RoomAccess, Record<Person, Outcome>> = {
  link: {
    owner: 'ok',
    teamAdmin: 'ok',
    teamMember: 'ok',
    other: 'ok',
    guest: 'ok',
    removed: 'REMOVED',
    banned: 'UNAUTHORIZED',
  },
  signedIn: {
    owner: 'ok',
    teamAdmin: 'ok',
    teamMember: 'ok',
    other: 'ok',
    guest: 'ACCOUNT_REQUIRED',
    removed: 'REMOVED',
    banned: 'UNAUTHORIZED',
  },
  team: {
    owner: 'ok',
    teamAdmin: 'ok',
    teamMember: 'ok',
    other: 'NOT_IN_TEAM',
    guest: 'ACCOUNT_REQUIRED',
    removed: 'REMOVED',
    banned: 'UNAUTHORIZED',
  },
};

/** What a join's outcome means for the room's HTTP reads: members read them, others are told no. */
const HTTP_READ: Record<Outcome, number> = {
  ok: 200,
  REMOVED: 404,
  ACCOUNT_REQUIRED: 404,
  NOT_IN_TEAM: 404,
  UNAUTHORIZED: 401,
  PASSCODE_REQUIRED: 404,
  LINK_EXPIRED: 404,
};

const PASSCODE = 'blue-otter';
/** How a newcomer comes to a room with a passcode and a new link: each try, in this order. */
const TRIES = ['keyOnly', 'passcodeOnly', 'both'] as const;
type Try = (typeof TRIES)[number];

/**
 * On top of a setting, a passcode and a new link: whoever the setting admits still needs both, on
 * the first visit only; the owner (a member already) and the team's admins need neither.
 */
function triesOf(access: RoomAccess, person: Person): Record<Try, Outcome> {
  const admitted = JOINS[access][person];
  if (admitted !== 'ok') return { keyOnly: admitted, passcodeOnly: admitted, both: admitted };
  if (person === 'owner' || person === 'teamAdmin') return { keyOnly: 'ok', passcodeOnly: 'ok', both: 'ok' };
  return { keyOnly: 'PASSCODE_REQUIRED', passcodeOnly: 'LINK_EXPIRED', both: 'ok' };
}

describe.each(TEST_DIALECTS)(
  'who may enter, every setting × every person, two instances on %s',
  (dialect) => {
    let redis: ChildProcess | undefined;
    const servers: TestServer[] = [];
    const people = {} as Record<Person, RoomTestUser>;
    let teamId = '';

    beforeAll(async () => {
      const port = await freePort();
      redis = await startOwnRedis(port);
      // The owner sets up rooms faster than a person clicks: the command budget is not what is tested.
      const env = {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        AUTH_SECRET: SHARED_SECRET,
        LIVE_COMMANDS_PER_SECOND: '1000',
        ...ADMIN_ENV,
      };
      const first = await startTestServer(dialect, env);
      servers.push(first, await startTestServer(dialect, env, first));
      // Everyone but the owner and the team's members is on the other instance.
      const [owner, teamAdmin, teamMember, removed] = await newUsers(first.url, 4, 'matrix');
      const [other, banned] = await newUsers(servers[1]!.url, 2, 'matrix-far');
      const [guest] = await newGuests(servers[1]!.url, 1, 'Matrix guest');
      Object.assign(people, { owner, teamAdmin, teamMember, other, guest, removed, banned });

      teamId = (await owner!.http.post('/api/teams', { name: 'Matrix' })).json.id as string;
      const token = (await owner!.http.post(`/api/teams/${teamId}/invite`, {})).json.token as string;
      for (const person of [teamAdmin!, teamMember!])
        await person.http.post(`/api/team-invites/${token}`, {});
      await owner!.http.patch(`/api/teams/${teamId}/members/${teamAdmin!.userId}`, { role: 'admin' });
      for (const person of PEOPLE) await people[person].connect();
      const boss = await signInBoss(first);
      const ban = await boss.client.request('PUT', `/api/admin/users/${banned!.userId}/ban`, {
        reason: 'Matrix test',
      });
      expect(ban.status, ban.text).toBe(200);
      await new Promise<void>((resolve) =>
        banned!.socket.disconnected ? resolve() : banned!.socket.once('disconnect', () => resolve()),
      );
    }, 60_000);

    afterAll(async () => {
      for (const person of PEOPLE) people[person]?.close();
      for (const server of servers.reverse()) await server.close();
      redis?.kill('SIGKILL');
    });

    /**
     * A team room of this access with the removed person already removed; the owner is in it. `locked`:
     * with a passcode and a new link too, whose key is returned.
     */
    async function roomOf(
      kind: 'rooms' | 'retros',
      access: RoomAccess,
      locked = false,
    ): Promise<{ id: string; key?: string }> {
      const input = kind === 'rooms' ? TEST_ROOM_INPUT : TEST_RETRO_INPUT;
      const id = (await people.owner.http.post(`/api/${kind}`, { ...input, teamId })).json.id as string;
      const protocol = kind === 'rooms' ? ROOM_PROTOCOL_VERSION : RETRO_PROTOCOL_VERSION;
      const owner = kind === 'rooms' ? people.owner : new RetroTestUser(people.owner);
      const removed = kind === 'rooms' ? people.removed : new RetroTestUser(people.removed);
      await owner.send({ type: 'room.join', roomId: id, protocol });
      await owner.send({ type: 'room.access', roomId: id, access: 'link' });
      await removed.send({ type: 'room.join', roomId: id, protocol });
      const removal = await owner.send({ type: 'member.remove', roomId: id, userId: people.removed.userId });
      expect(removal).toMatchObject({ ok: true });
      expect((await owner.send({ type: 'room.access', roomId: id, access })).ok).toBe(true);
      if (!locked) return { id };
      expect((await owner.send({ type: 'room.passcode', roomId: id, passcode: PASSCODE })).ok).toBe(true);
      expect((await owner.send({ type: 'room.newLink', roomId: id })).ok).toBe(true);
      const { linkKey } = await owner.sync(id);
      expect(linkKey).toEqual(expect.any(String));
      return { id, key: linkKey! };
    }

    async function joinOutcome(
      person: Person,
      kind: 'rooms' | 'retros',
      id: string,
      entry: { passcode?: string; key?: string } = {},
    ): Promise<Outcome> {
      const user = people[person];
      if (user.socket.disconnected) {
        // A banned account's connection is refused at the handshake, as any without a session.
        const again = await user.connect().then(
          () => 'connected',
          (error: Error) => error.message,
        );
        return again === 'connected' ? 'ok' : 'UNAUTHORIZED';
      }
      const ack =
        kind === 'rooms'
          ? await user.send({ type: 'room.join', roomId: id, protocol: ROOM_PROTOCOL_VERSION, ...entry })
          : await new RetroTestUser(user).send({
              type: 'room.join',
              roomId: id,
              protocol: RETRO_PROTOCOL_VERSION,
              ...entry,
            });
      return ack.ok ? 'ok' : (ack.code as Outcome);
    }

    for (const access of ['link', 'signedIn', 'team'] as const) {
      it(`${access}: joins live on both instances, and the room's HTTP reads follow`, async () => {
        for (const kind of ['rooms', 'retros'] as const) {
          const { id } = await roomOf(kind, access);
          const outcomes = {} as Record<Person, Outcome>;
          for (const person of PEOPLE) outcomes[person] = await joinOutcome(person, kind, id);
          expect({ kind, outcomes }).toEqual({ kind, outcomes: JOINS[access] });
          if (kind !== 'rooms') continue;
          // Anyone may read a link's preview (the name only); the room's own reads are its members'.
          for (const person of PEOPLE) {
            expect((await people[person].http.get(`/api/rooms/${id}/preview`)).status).toBe(200);
            const read = await people[person].http.get(`/api/rooms/${id}/jira`);
            expect({ person, status: read.status }).toEqual({
              person,
              status: HTTP_READ[JOINS[access][person]],
            });
          }
        }
      });
    }

    for (const access of ['link', 'signedIn', 'team'] as const) {
      it(`${access} with a passcode and a new link: newcomers it admits need both, once`, async () => {
        for (const kind of ['rooms', 'retros'] as const) {
          const { id, key } = await roomOf(kind, access, true);
          const entries: Record<Try, { passcode?: string; key?: string }> = {
            keyOnly: { key },
            passcodeOnly: { passcode: PASSCODE },
            both: { key, passcode: PASSCODE },
          };
          const outcomes = {} as Record<Person, Record<Try, Outcome>>;
          const expected = {} as Record<Person, Record<Try, Outcome>>;
          for (const person of PEOPLE) {
            outcomes[person] = {} as Record<Try, Outcome>;
            for (const attempt of TRIES)
              outcomes[person][attempt] = await joinOutcome(person, kind, id, entries[attempt]);
            expected[person] = triesOf(access, person);
          }
          expect({ kind, outcomes }).toEqual({ kind, outcomes: expected });
          if (kind !== 'rooms') continue;
          for (const person of PEOPLE) {
            const read = await people[person].http.get(`/api/rooms/${id}/jira`);
            expect({ person, status: read.status }).toEqual({
              person,
              status: HTTP_READ[JOINS[access][person]],
            });
          }
        }
      });
    }

    it('a setting made stricter on one instance sends people out on the other, who then hear nothing', async () => {
      const { id: roomId } = await roomOf('rooms', 'link');
      const present = ['teamAdmin', 'teamMember', 'other', 'guest'] as const;
      for (const person of present) await people[person].join(roomId);

      await people.owner.must(roomId, { type: 'room.access', access: 'signedIn' });
      await people.guest.waitFor(
        'room.closed',
        (event) => event.roomId === roomId && event.reason === 'access',
      );
      await people.owner.must(roomId, { type: 'room.access', access: 'team' });
      await people.other.waitFor(
        'room.closed',
        (event) => event.roomId === roomId && event.reason === 'access',
      );

      const heard = { guest: people.guest.events.length, other: people.other.events.length };
      await people.teamMember.must(roomId, { type: 'vote.cast', taskId: null, value: '5' });
      await people.owner.must(roomId, { type: 'round.reveal', taskId: null });
      await people.teamAdmin.waitFor('round.changed', (event) => event.roomId === roomId);
      const after = (person: 'guest' | 'other') =>
        people[person].events
          .slice(heard[person])
          .filter((event) => 'roomId' in event && event.roomId === roomId);
      expect(after('guest')).toEqual([]);
      expect(after('other')).toEqual([]);
      for (const person of ['guest', 'other'] as const) {
        const vote = await people[person].send({ type: 'vote.cast', roomId, taskId: null, value: '1' });
        expect(vote).toMatchObject({ ok: false, code: 'NOT_MEMBER' });
      }
      const members = (await people.owner.sync(roomId)).members.map((member) => member.userId);
      expect(members.sort()).toEqual(
        [people.owner.userId, people.teamAdmin.userId, people.teamMember.userId].sort(),
      );
    });
  },
);
