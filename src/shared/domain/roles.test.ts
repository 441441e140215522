import { describe, expect, it } from 'vitest';
import {
  maySeatThemselves,
  seatLockAfter,
  assignableRoles,
  canManage,
  canVote,
  isOwner,
  withAssignedRoles,
  withSeat,
} from './roles';

describe('role rules', () => {
  it('knows the owner by role or by the room’s owner id', () => {
    expect(isOwner({ userId: 'a', roles: ['owner'] }, null)).toBe(true);
    expect(isOwner({ userId: 'a', roles: ['player'] }, 'a')).toBe(true);
    expect(isOwner({ userId: 'a', roles: ['moderator'] }, 'b')).toBe(false);
  });

  it('lets owners and moderators manage, and nobody else', () => {
    expect(canManage(['owner'])).toBe(true);
    expect(canManage(['moderator', 'observer'])).toBe(true);
    expect(canManage(['player'])).toBe(false);
    expect(canManage([])).toBe(false);
  });

  it('lets players vote, unless they also watch', () => {
    expect(canVote(['player'])).toBe(true);
    expect(canVote(['owner', 'player'])).toBe(true);
    expect(canVote(['player', 'observer'])).toBe(false);
    expect(canVote(['owner'])).toBe(false);
  });

  it('swaps the seat and keeps every other role', () => {
    expect(withSeat(['owner', 'player'], 'observer').sort()).toEqual(['observer', 'owner']);
    expect(withSeat(['moderator', 'observer'], 'player').sort()).toEqual(['moderator', 'player']);
    expect(withSeat(['player'], 'player')).toEqual(['player']);
  });

  it('replaces assignable roles and never hands out or takes away ownership', () => {
    expect(withAssignedRoles(['owner', 'player'], ['observer']).sort()).toEqual(['observer', 'owner']);
    expect(withAssignedRoles(['player'], ['owner', 'moderator'])).toEqual(['moderator']);
    expect(withAssignedRoles(['moderator'], ['player', 'player'])).toEqual(['player']);
    expect(assignableRoles(['owner', 'moderator'])).toEqual(['moderator']);
  });

  it('locks the seat of someone a manager made a viewer, and only theirs', () => {
    const player = { roles: ['player'] as const, seatLocked: false };
    expect(seatLockAfter(player, ['observer'], true)).toBe(true);
    expect(seatLockAfter(player, ['observer'], false)).toBe(false);
    expect(seatLockAfter({ roles: ['observer'], seatLocked: true }, ['observer', 'moderator'], true)).toBe(
      true,
    );
    expect(seatLockAfter({ roles: ['observer'], seatLocked: true }, ['player'], true)).toBe(false);
  });

  it('lets a locked viewer sit down only when the room allows it or they manage it', () => {
    const locked = { roles: ['observer'] as const, seatLocked: true };
    expect(maySeatThemselves(locked, false)).toBe(false);
    expect(maySeatThemselves(locked, true)).toBe(true);
    expect(maySeatThemselves({ ...locked, roles: ['observer', 'moderator'] }, false)).toBe(true);
    expect(maySeatThemselves({ roles: ['observer'], seatLocked: false }, false)).toBe(true);
  });
});
