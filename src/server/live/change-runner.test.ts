import { describe, expect, it } from 'vitest';
import { TRANSACTION_RETRY_LIMIT } from '../../shared/constants';
import { createMemoryLiveStore } from '../testing/memory-live-store';
import { runChange, type ChangeStore } from './change-runner';
import { LiveCommandError, refuse } from './errors';

interface Counter {
  value: number;
}

function setup() {
  const memory = createMemoryLiveStore<Counter>();
  memory.seed('r1', { value: 0 }, [{ userId: 'ann', roles: ['owner', 'player'] }]);
  return memory;
}

const asAnn = { roomId: 'r1', userId: 'ann', online: new Set<string>() };

describe('runChange', () => {
  it('moves the version only when something changed', async () => {
    const { store, rooms } = setup();
    const idle = await runChange(store, asAnn, async () => undefined);
    expect(idle.version).toBe(1);
    expect(rooms.get('r1')?.version).toBe(1);

    const moved = await runChange<any, any, any, Counter, string>(store, asAnn, async (ctx) => {
      ctx.patchRoom({ value: 5 });
      ctx.emit({ kind: 'room' }, `v${ctx.nextVersion}`);
    });
    expect(moved).toEqual({
      version: 2,
      outgoing: [{ roomId: 'r1', audience: { kind: 'room' }, event: 'v2' }],
      aftermath: [],
    });
    expect(rooms.get('r1')).toMatchObject({ version: 2, fields: { value: 5 } });
  });

  it('retries a clash with fresh data, so both changes land', async () => {
    const { store, rooms } = setup();
    let attempts = 0;
    let letSlowCommit: () => void = () => undefined;
    const slowMayCommit = new Promise<void>((resolve) => {
      letSlowCommit = resolve;
    });
    const increment = (wait?: Promise<void>) =>
      runChange(store, asAnn, async (ctx) => {
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
    const refused = runChange(store, asAnn, async (ctx) => {
      ctx.room.members.bob = { userId: 'bob', roles: ['player'] };
      ctx.patchRoom({ value: 9 });
      ctx.emit({ kind: 'room' }, 'never sent');
      throw refuse('FORBIDDEN', 'No');
    });
    await expect(refused).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'No' });
    expect(rooms.get('r1')).toEqual(before);
  });

  it('refuses unknown rooms and non-members, and lets a join or the system act', async () => {
    const { store } = setup();
    await expect(runChange(store, { ...asAnn, roomId: 'nope' }, async () => undefined)).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
    await expect(runChange(store, { ...asAnn, userId: 'eve' }, async () => undefined)).rejects.toMatchObject({
      code: 'NOT_MEMBER',
    });
    const actors: unknown[] = [];
    await runChange(store, { ...asAnn, userId: 'eve', requireMember: false }, async (ctx) => {
      actors.push(ctx.actor);
    });
    await runChange(store, { ...asAnn, userId: null }, async (ctx) => {
      actors.push(ctx.actor);
    });
    expect(actors).toEqual([null, null]);
  });

  it('gives up with a CONFLICT after the retry limit', async () => {
    const { store } = setup();
    let commits = 0;
    const clashing: ChangeStore<any, any, any, Counter> = {
      ...store,
      commitVersion: async () => {
        commits += 1;
        return false;
      },
    };
    const error = await runChange(clashing, asAnn, async (ctx) => ctx.touch()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LiveCommandError);
    expect(error).toMatchObject({ code: 'CONFLICT' });
    expect(commits).toBe(TRANSACTION_RETRY_LIMIT);
  });
});
