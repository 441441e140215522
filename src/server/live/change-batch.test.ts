import { describe, expect, it } from 'vitest';
import { createMemoryLiveStore, type MemoryRoom, type MemoryTx } from '../testing/memory-live-store';
import { commitBatch, type BatchedChange } from './change-batch';
import type { ChangeContext, ChangeStore, Redactions } from './change-runner';
import { refuse } from './errors';

interface Counter {
  value: number;
}
type CounterEvent =
  | { type: 'counter.set'; roomId: string; version: number; value: number }
  | { type: 'note.written'; roomId: string; version: number; userId: string; note: string | null };
type Room = MemoryRoom<Counter>;
type Ctx = ChangeContext<MemoryTx<Counter>, Room, Room['members'][string], Counter, CounterEvent>;
type Store = ChangeStore<MemoryTx<Counter>, Room, Room['members'][string], Counter>;
type Change = BatchedChange<MemoryTx<Counter>, Room, Room['members'][string], Counter, CounterEvent>;

const REDACTIONS: Redactions<CounterEvent> = { 'note.written': (event) => ({ ...event, note: null }) };
const PEOPLE = ['ann', 'bob', 'cy'];

function setup() {
  const memory = createMemoryLiveStore<Counter>();
  memory.seed(
    'r1',
    { value: 0 },
    PEOPLE.map((userId) => ({ userId, roles: ['player'] })),
  );
  const commits = { oneStatement: 0, versions: [] as number[] };
  const store: Store = {
    ...memory.store,
    patched: (room, patch, version) => ({ ...room, fields: { ...room.fields, ...patch }, version }),
    commitInOneStatement: async (work) => {
      commits.oneStatement += 1;
      return {
        committed: true,
        value: await memory.store.transaction((tx) => work(tx, async () => undefined)),
      };
    },
    commitVersion: async (tx, room, patch, steps) => {
      commits.versions.push(steps ?? 1);
      return memory.store.commitVersion(tx, room, patch, steps);
    },
  };
  const room = structuredClone(memory.rooms.get('r1')!);
  return { ...memory, store, commits, room };
}

/** Each person adds one to the counter and writes a note only they may read. */
const adding = (room: Room, userId: string, run?: (ctx: Ctx) => Promise<void>): Change => ({
  options: { roomId: 'r1', userId },
  actor: room.members[userId]!,
  apply:
    run ??
    (async (ctx) => {
      ctx.patchRoom({ value: ctx.room.fields.value + 1 });
      ctx.emitSecret({ type: 'note.written', userId, note: `from ${userId}` }, userId);
    }),
});

/** The three at the table, each adding one, from the room as remembered (or read, when undefined). */
const everyone = (store: Store, remembered: Room | undefined, room = remembered!) =>
  commitBatch(
    store,
    REDACTIONS,
    { roomId: 'r1', remembered },
    PEOPLE.map((userId) => adding(room, userId)),
  );

describe('commitBatch', () => {
  it('applies each change to the room the one before left, and moves the version once by all', async () => {
    const { store, rooms, commits, room } = setup();
    const committed = await everyone(store, room);
    expect(committed?.outcomes.map((outcome) => outcome.version)).toEqual([2, 3, 4]);
    expect(committed?.rooms.map((each) => [each.version, each.fields.value])).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
    // Each note goes whole to its writer and redacted to the others, at its own version.
    expect(committed?.outcomes[1]?.outgoing.map(({ audience, event }) => ({ audience, event }))).toEqual([
      {
        audience: { kind: 'roomExceptMember', userId: 'bob' },
        event: { type: 'note.written', roomId: 'r1', version: 3, userId: 'bob', note: null },
      },
      {
        audience: { kind: 'member', userId: 'bob' },
        event: { type: 'note.written', roomId: 'r1', version: 3, userId: 'bob', note: 'from bob' },
      },
    ]);
    expect(commits).toEqual({ oneStatement: 1, versions: [3] });
    expect(rooms.get('r1')).toMatchObject({ version: 4, fields: { value: 3 } });
  });

  it('reads the room and the people it does not remember, and leaves strangers to go alone', async () => {
    const { store, rooms, room } = setup();
    const changes = PEOPLE.map((userId) => ({ ...adding(room, userId), actor: undefined }));
    const committed = await commitBatch(store, REDACTIONS, { roomId: 'r1', remembered: undefined }, changes);
    expect(committed?.actors.map((actor) => actor.userId)).toEqual(PEOPLE);
    expect(rooms.get('r1')).toMatchObject({ version: 4, fields: { value: 3 } });

    const stranger = { ...adding(room, 'ann'), options: { roomId: 'r1', userId: 'eve' }, actor: undefined };
    const after = structuredClone(rooms.get('r1')!);
    expect(
      await commitBatch(store, REDACTIONS, { roomId: 'r1', remembered: after }, [
        adding(after, 'bob'),
        stranger,
      ]),
    ).toBeUndefined();
    expect(
      await commitBatch(store, REDACTIONS, { roomId: 'gone', remembered: undefined }, changes),
    ).toBeUndefined();
    expect(rooms.get('r1')).toMatchObject({ version: 4 });
  });

  it.each([
    ['one of them is refused', async () => refuse('VOTING_CLOSED', 'Closed')],
    ['one of them changes nothing', async () => undefined],
  ])('writes nothing when %s', async (_, run) => {
    const { store, rooms, room } = setup();
    const before = structuredClone(rooms.get('r1'));
    const changes = [
      adding(room, 'ann'),
      adding(room, 'bob', async () => {
        const refusal = await run();
        if (refusal) throw refusal;
      }),
      adding(room, 'cy'),
    ];
    expect(await commitBatch(store, REDACTIONS, { roomId: 'r1', remembered: room }, changes)).toBeUndefined();
    expect(rooms.get('r1')).toEqual(before);
  });

  it('writes nothing when the version had moved', async () => {
    const { store, rooms, room } = setup();
    rooms.set('r1', { ...rooms.get('r1')!, version: 5 });
    expect(await everyone(store, room)).toBeUndefined();
    expect(rooms.get('r1')).toMatchObject({ version: 5, fields: { value: 0 } });
  });

  it.each([
    ['has no single statement (SQLite)', 'none'],
    ['declines them for one statement', 'declined'],
  ] as const)('commits them in one transaction where the store %s', async (_, offer) => {
    const { store, rooms, commits, room } = setup();
    const offered = {
      ...store,
      commitInOneStatement:
        offer === 'none'
          ? undefined
          : async () => ({ committed: false as const, reason: 'declined' as const }),
    };
    const committed = await everyone(offered, room);
    expect(committed?.outcomes.map((outcome) => outcome.version)).toEqual([2, 3, 4]);
    expect(commits.versions).toEqual([3]);
    expect(rooms.get('r1')).toMatchObject({ version: 4, fields: { value: 3 } });
  });

  it.each([
    ['in one statement where the store has it', true],
    ['in one transaction where it has not (SQLite)', false],
  ])(
    'reads every first visit before any write, telling each how many come before it, and commits them %s',
    async (_, single) => {
      const { store, rooms, commits } = setup();
      const counted: [number, number][] = [];
      const written: string[] = [];
      const joining = (userId: string): Change => ({
        options: { roomId: 'r1', userId, requireMember: false },
        find: async (tx, firstVisitsBefore) => {
          const found = await store.findRoom(tx, 'r1');
          counted.push([Object.keys(found!.members).length, firstVisitsBefore]);
          expect(written).toEqual([]);
          return { room: found, actor: found?.members[userId] };
        },
        apply: async (ctx) => {
          const member = { userId, roles: ['player' as const] };
          written.push(userId);
          ctx.room.members[userId] = member;
          ctx.joined(member);
          ctx.touch();
        },
      });
      const offered = single ? store : { ...store, commitInOneStatement: undefined };
      const committed = await commitBatch(offered, REDACTIONS, { roomId: 'r1', remembered: undefined }, [
        joining('dee'),
        joining('eve'),
      ]);
      expect(counted).toEqual([
        [3, 0],
        [3, 1],
      ]);
      expect(committed?.actors.map((actor) => actor.userId)).toEqual(['dee', 'eve']);
      expect(commits).toEqual({ oneStatement: single ? 1 : 0, versions: [2] });
      expect(Object.keys(rooms.get('r1')!.members)).toEqual([...PEOPLE, 'dee', 'eve']);
    },
  );

  it('leaves them to go alone where the store cannot say what a room becomes', async () => {
    const { store, rooms, room } = setup();
    const { patched: _, ...unpatched } = store;
    expect(await everyone(unpatched, room)).toBeUndefined();
    expect(rooms.get('r1')).toMatchObject({ version: 1 });
  });
});
