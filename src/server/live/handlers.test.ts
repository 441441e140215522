import { describe, expect, it } from 'vitest';
import type { RoleHolder, RoomRole } from '../../shared/domain/roles';
import { dispatch, type HandlerTable } from './handlers';

type Command = { type: 'say'; text: string } | { type: 'manage' } | { type: 'vote' } | { type: 'close' };
interface Ctx {
  room: { ownerId: string | null };
  actor: RoleHolder | null;
  ran: string[];
}

const table: HandlerTable<Command, Ctx, RoleHolder> = {
  say: {
    policy: 'member',
    run: async (ctx, command, actor) => void ctx.ran.push(`${actor.userId}:${command.text}`),
  },
  manage: {
    policy: 'manager',
    run: async (ctx, _command, actor) => void ctx.ran.push(actor?.userId ?? 'system'),
  },
  vote: { policy: 'player', refusal: 'Sit down to vote', run: async (ctx) => void ctx.ran.push('vote') },
  close: { policy: 'owner', run: async (ctx) => void ctx.ran.push('close') },
};

const as = (roles: RoomRole[] | null, userId = 'ann'): Ctx => ({
  room: { ownerId: 'olga' },
  actor: roles ? { userId, roles } : null,
  ran: [],
});

async function outcome(ctx: Ctx, command: Command): Promise<string> {
  try {
    await dispatch(table, ctx, command);
    return ctx.ran.join(',');
  } catch (error) {
    return `${(error as { code: string }).code}: ${(error as Error).message}`;
  }
}

describe('dispatch', () => {
  it('runs a member command for any member and hands the handler its actor', async () => {
    expect(await outcome(as(['observer']), { type: 'say', text: 'hi' })).toBe('ann:hi');
  });

  it('checks each policy before the handler runs', async () => {
    expect(await outcome(as(['player']), { type: 'manage' })).toBe(
      'FORBIDDEN: Only the owner or a moderator can do this',
    );
    expect(await outcome(as(['moderator', 'observer']), { type: 'manage' })).toBe('ann');
    expect(await outcome(as(['moderator', 'observer']), { type: 'vote' })).toBe(
      'FORBIDDEN: Sit down to vote',
    );
    expect(await outcome(as(['player']), { type: 'vote' })).toBe('vote');
    expect(await outcome(as(['moderator']), { type: 'close' })).toBe('FORBIDDEN: Only the owner can do this');
    expect(await outcome(as(['owner']), { type: 'close' })).toBe('close');
    expect(await outcome(as(['player'], 'olga'), { type: 'close' })).toBe('close');
  });

  it('lets the system run manager commands only', async () => {
    expect(await outcome(as(null), { type: 'manage' })).toBe('system');
    expect(await outcome(as(null), { type: 'say', text: 'x' })).toMatch(/^FORBIDDEN/);
    expect(await outcome(as(null), { type: 'vote' })).toMatch(/^FORBIDDEN/);
    expect(await outcome(as(null), { type: 'close' })).toMatch(/^FORBIDDEN/);
  });
});
