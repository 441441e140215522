import { describe, expect, it } from 'vitest';
import { TRANSACTION_RETRY_LIMIT } from '../../shared/constants';
import {
  createMemoryLiveStore,
  type MemoryMember,
  type MemoryRoom,
  type MemoryTx,
} from '../testing/memory-live-store';
import { runChange, type ChangeContext, type ChangeStore, type Redactions } from './change-runner';
import { LiveCommandError, refuse } from './errors';

interface Counter {
  value: number;
}
type CounterEvent =
  | { type: 'counter.set'; roomId: string; version: number; value: number }
  | { type: 'note.written'; roomId: string; version: number; userId: string; note: string | null }
  | { type: 'counter.closed'; roomId: string };
type Ctx = ChangeContext<MemoryTx<Counter>, MemoryRoom<Counter>, MemoryMember, Counter, CounterEvent>;
type Store = ChangeStore<MemoryTx<Counter>, MemoryRoom<Counter>, MemoryMember, Counter>;

const REDACTIONS: Redactions<CounterEvent> = { 'note.written': (event) => ({ ...event, note: null }) };
const asAnn = { roomId: 'r1', userId: 'ann' };

function setup() {
  const memory = createMemoryLiveStore<Counter>();
  memory.seed('r1', { value: 0 }, [{ userId: 'ann', roles: ['owner', 'player'] }]);
  return memory;
}

const change = (store: Store, apply: (ctx: Ctx) => Promise<void>, options = asAnn) =>
  runChange(store, REDACTIONS, options, apply);

describe('runChange', () => {
  it('moves the version only when something changed', async () => {
    const { store, rooms } = setup();
    expect((await change(store, async () => undefined)).version).toBe(1);
    expect(rooms.get('r1')?.version).toBe(1);

    const moved = await change(store, async (ctx) => ctx.patchRoom({ value: 5 }));
    expect(moved.version).toBe(2);
    expect(rooms.get('r1')).toMatchObject({ version: 2, fields: { value: 5 } });
  });

  it('stamps events and aftermath with the room, and versioned events with the new version', async () => {
    const { store } = setup();
    const outcome = await change(store, async (ctx) => {
      ctx.emit({ kind: 'room' }, { type: 'counter.set', value: 1 });
      ctx.notify({ kind: 'member', userId: 'ann' }, { type: 'counter.closed' });
      ctx.after({ kind: 'detachAll' });
    });
    expect(outcome.version).toBe(2);
    expect(outcome.outgoing).toEqual([
      {
        roomId: 'r1',
        audience: { kind: 'room' },
        event: { type: 'counter.set', roomId: 'r1', version: 2, value: 1 },
      },
      {
        roomId: 'r1',
        audience: { kind: 'member', userId: 'ann' },
        event: { type: 'counter.closed', roomId: 'r1' },
      },
    ]);
    expect(outcome.aftermath).toEqual([{ kind: 'detachAll', roomId: 'r1' }]);
  });

  it('sends a secret whole to its owner and redacted, first, to everyone else', async () => {
    const { store } = setup();
    const outcome = await change(store, async (ctx) => {
      ctx.emitSecret({ type: 'note.written', userId: 'ann', note: 'mine' }, 'ann');
    });
    expect(outcome.outgoing.map(({ audience, event }) => ({ audience, event }))).toEqual([
      {
        audience: { kind: 'roomExceptMember', userId: 'ann' },
        event: { type: 'note.written', roomId: 'r1', version: 2, userId: 'ann', note: null },
      },
      {
        audience: { kind: 'member', userId: 'ann' },
        event: { type: 'note.written', roomId: 'r1', version: 2, userId: 'ann', note: 'mine' },
      },
    ]);
    const unredacted = change(store, async (ctx) => ctx.emitSecret({ type: 'counter.set', value: 3 }, 'ann'));
    await expect(unredacted).rejects.toThrow(/No redaction for the secret event counter.set/);
  });

  it('retries a clash with fresh data, so both changes land', async () => {
    const { store, rooms } = setup();
    let attempts = 0;
    let letSlowCommit: () => void = () => undefined;
    const slowMayCommit = new Promise<void>((resolve) => {
      letSlowCommit = resolve;
    });
    const increment = (wait?: Promise<void>) =>
      change(store, async (ctx) => {
        attempts += 1;
        const seen = ctx.room.fields.value;
        if (wait && attempts === 1) await wait;
        ctx.patchRoom({ value: seen + 1 });
      });

    const slow = increment(slowMayCommit);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fast = await increment();
    letSlowCommit();
    const slowOutcome = await slow;

    expect(fast.version).toBe(2);
    expect(slowOutcome.version).toBe(3);
    expect(attempts).toBe(3);
    expect(rooms.get('r1')).toMatchObject({ version: 3, fields: { value: 2 } });
  });

  it('leaves no trace of a refused change', async () => {
    const { store, rooms } = setup();
    const before = structuredClone(rooms.get('r1'));
    const refused = change(store, async (ctx) => {
      ctx.room.members.bob = { userId: 'bob', roles: ['player'] };
      ctx.patchRoom({ value: 9 });
      ctx.emit({ kind: 'room' }, { type: 'counter.set', value: 9 });
      throw refuse('FORBIDDEN', 'No');
    });
    await expect(refused).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'No' });
    expect(rooms.get('r1')).toEqual(before);
  });

  it('refuses unknown rooms and non-members, and lets a join or the system act', async () => {
    const { store } = setup();
    const idle = async () => undefined;
    await expect(change(store, idle, { ...asAnn, roomId: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(change(store, idle, { ...asAnn, userId: 'eve' })).rejects.toMatchObject({
      code: 'NOT_MEMBER',
    });
    const actors: unknown[] = [];
    const record = async (ctx: Ctx) => {
      actors.push(ctx.actor);
    };
    await runChange(store, REDACTIONS, { ...asAnn, userId: 'eve', requireMember: false }, record);
    await runChange(store, REDACTIONS, { ...asAnn, userId: null }, record);
    expect(actors).toEqual([null, null]);
  });

  it('leaves the member a join made as the change’s actor', async () => {
    const { store } = setup();
    const actors: unknown[] = [];
    const joinAsEve = async (ctx: Ctx) => {
      const eve: MemoryMember = { userId: 'eve', roles: ['player'] };
      ctx.room.members.eve = eve;
      ctx.joined(eve);
      ctx.touch();
    };
    await runChange(store, REDACTIONS, { ...asAnn, userId: 'eve', requireMember: false }, joinAsEve, {
      onCommit: (_room, actor) => actors.push(actor),
    });
    expect(actors).toEqual([{ userId: 'eve', roles: ['player'] }]);
  });

  it('reads the room and the actor with one call where the store can, and refuses the same', async () => {
    const { store } = setup();
    const asked: string[] = [];
    const together: Store = {
      ...store,
      findRoom: () => Promise.reject(new Error('read apart')),
      findMember: () => Promise.reject(new Error('read apart')),
      async findRoomWithMember(tx, roomId, userId) {
        asked.push(`${roomId}/${userId}`);
        const room = await store.findRoom(tx, roomId);
        return { room, actor: room && (await store.findMember(tx, room, userId)) };
      },
    };
    const actors: unknown[] = [];
    await change(together, async (ctx) => {
      actors.push(ctx.actor?.userId);
      ctx.patchRoom({ value: 1 });
    });
    expect(actors).toEqual(['ann']);
    const idle = async () => undefined;
    await expect(change(together, idle, { ...asAnn, roomId: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(change(together, idle, { ...asAnn, userId: 'eve' })).rejects.toMatchObject({
      code: 'NOT_MEMBER',
    });
    expect(asked).toEqual(['r1/ann', 'nope/ann', 'r1/eve']);
  });

  it('starts from the read it is given instead of the store’s, read again on each attempt', async () => {
    const { store, rooms } = setup();
    const apart: Store = {
      ...store,
      findRoom: () => Promise.reject(new Error('the store read')),
      findMember: () => Promise.reject(new Error('the store read')),
    };
    let reads = 0;
    let attempts = 0;
    const find = async (tx: MemoryTx<Counter>) => {
      reads += 1;
      const room = await store.findRoom(tx, 'r1');
      return { room, actor: room && (await store.findMember(tx, room, 'ann')) };
    };
    const outcome = await runChange(
      apart,
      REDACTIONS,
      asAnn,
      async (ctx) => {
        attempts += 1;
        // Someone else's change lands between the first read and its commit: the version moved.
        if (attempts === 1) rooms.get('r1')!.version += 1;
        ctx.patchRoom({ value: ctx.room.version });
      },
      { find },
    );
    expect([reads, attempts]).toEqual([2, 2]);
    expect(outcome.version).toBe(3);
    expect(rooms.get('r1')).toMatchObject({ version: 3, fields: { value: 2 } });
  });

  describe('with a guess of the room', () => {
    const guessOf = (rooms: Map<string, MemoryRoom<Counter>>) => {
      const room = structuredClone(rooms.get('r1')!);
      return { room, actor: room.members.ann! };
    };
    const counting = (store: Store) => {
      const reads = { count: 0 };
      const counted: Store = {
        ...store,
        findRoom: (tx, roomId) => {
          reads.count += 1;
          return store.findRoom(tx, roomId);
        },
      };
      return { counted, reads };
    };
    const increment = async (ctx: Ctx) => ctx.patchRoom({ value: ctx.room.fields.value + 1 });

    it('commits without reading the room when the guess still holds, and says what the room is now', async () => {
      const { store, rooms } = setup();
      const { counted, reads } = counting({
        ...store,
        patched: (room, patch, version) => ({ ...room, fields: { ...room.fields, ...patch }, version }),
      });
      const committed: unknown[] = [];
      const outcome = await runChange(counted, REDACTIONS, asAnn, increment, {
        guess: guessOf(rooms),
        onCommit: (room, actor, from) =>
          committed.push({ version: room.version, value: room.fields.value, actor: actor?.userId, from }),
      });
      expect(outcome.version).toBe(2);
      expect(reads.count).toBe(0);
      expect(committed).toEqual([{ version: 2, value: 1, actor: 'ann', from: 1 }]);
      expect(rooms.get('r1')).toMatchObject({ version: 2, fields: { value: 1 } });
    });

    it('reads the room again at once when the guess is out of date', async () => {
      const { store, rooms } = setup();
      const stale = guessOf(rooms);
      await change(store, increment);
      const { counted, reads } = counting(store);
      const started: number[] = [];
      const outcome = await runChange(counted, REDACTIONS, asAnn, increment, {
        guess: stale,
        onCommit: (_room, _actor, from) => started.push(from),
      });
      expect(outcome.version).toBe(3);
      expect(reads.count).toBe(1);
      expect(started).toEqual([2]);
      expect(rooms.get('r1')).toMatchObject({ version: 3, fields: { value: 2 } });
    });

    it('asks the database before refusing, or before doing nothing, on a guess', async () => {
      const { store, rooms } = setup();
      const wrong = guessOf(rooms);
      wrong.actor = { userId: 'ann', roles: ['observer'] };
      const { counted, reads } = counting(store);
      const onlyPlayers = async (ctx: Ctx) => {
        if (!ctx.actor?.roles.includes('player')) throw refuse('FORBIDDEN', 'Players only');
        await increment(ctx);
      };
      expect((await runChange(counted, REDACTIONS, asAnn, onlyPlayers, { guess: wrong })).version).toBe(2);
      expect(reads.count).toBe(1);

      // Same version, other content: only a guess can be this wrong, and it must not decide alone.
      const idle = guessOf(rooms);
      rooms.get('r1')!.fields.value = 99;
      const setToOne = async (ctx: Ctx) => {
        if (ctx.room.fields.value !== 1) ctx.patchRoom({ value: 1 });
      };
      const unchanged = await runChange(counted, REDACTIONS, asAnn, setToOne, { guess: idle });
      expect(unchanged.version).toBe(3);
      expect(rooms.get('r1')).toMatchObject({ version: 3, fields: { value: 1 } });
      expect(reads.count).toBe(2);
    });

    describe('where the store commits a change in one statement', () => {
      const fit = { ...asAnn, oneStatement: true };
      /** A store that offers one statement, answering as `answers` say in turn (the last again and again); counts both ways. */
      const offering = (store: Store, ...answers: ('commit' | 'decline' | 'guardMissed')[]) => {
        const calls = { oneStatement: 0, transactions: 0 };
        const offered: Store = {
          ...store,
          transaction: (work) => {
            calls.transactions += 1;
            return store.transaction(work);
          },
          commitInOneStatement: async (work) => {
            const answer = answers[Math.min(calls.oneStatement, answers.length - 1)];
            calls.oneStatement += 1;
            if (answer === 'commit')
              return {
                committed: true,
                value: await store.transaction((tx) => work(tx, async () => undefined)),
              };
            return { committed: false, reason: answer === 'decline' ? 'declined' : 'guardMissed' };
          },
        };
        return { offered, calls };
      };

      it('commits there, with no transaction', async () => {
        const { store, rooms } = setup();
        const { offered, calls } = offering(store, 'commit');
        const outcome = await runChange(offered, REDACTIONS, fit, increment, { guess: guessOf(rooms) });
        expect(outcome.version).toBe(2);
        expect(calls).toEqual({ oneStatement: 1, transactions: 0 });
      });

      it('runs the change in a transaction, still from the guess, when the store declines it', async () => {
        const { store, rooms } = setup();
        const { offered, calls } = offering(store, 'decline');
        const { counted, reads } = counting(offered);
        const outcome = await runChange(counted, REDACTIONS, fit, increment, { guess: guessOf(rooms) });
        expect(outcome.version).toBe(2);
        expect(calls).toEqual({ oneStatement: 1, transactions: 1 });
        expect(reads.count).toBe(0);
        expect(rooms.get('r1')).toMatchObject({ version: 2, fields: { value: 1 } });
      });

      it('reads the room again when the guard found the version moved', async () => {
        const { store, rooms } = setup();
        const stale = guessOf(rooms);
        await change(store, increment);
        const { offered, calls } = offering(store, 'guardMissed', 'commit');
        const { counted, reads } = counting(offered);
        const outcome = await runChange(counted, REDACTIONS, fit, increment, { guess: stale });
        expect(outcome.version).toBe(3);
        expect(calls).toEqual({ oneStatement: 2, transactions: 0 });
        expect(reads.count).toBe(1);
        expect(rooms.get('r1')).toMatchObject({ version: 3, fields: { value: 2 } });
      });

      it('offers it a change read from the database too, and never one not declared fit for it', async () => {
        const { store } = setup();
        const { offered, calls } = offering(store, 'commit');
        expect((await change(offered, increment, fit)).version).toBe(2);
        expect(calls).toEqual({ oneStatement: 1, transactions: 0 });
        await change(offered, increment);
        expect(calls).toEqual({ oneStatement: 1, transactions: 1 });
      });
    });
  });

  it('gives up with a CONFLICT after the retry limit', async () => {
    const { store } = setup();
    let commits = 0;
    const clashing: Store = {
      ...store,
      commitVersion: async () => {
        commits += 1;
        return false;
      },
    };
    const error = await change(clashing, async (ctx) => ctx.touch()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LiveCommandError);
    expect(error).toMatchObject({ code: 'CONFLICT' });
    expect(commits).toBe(TRANSACTION_RETRY_LIMIT);
  });
});
