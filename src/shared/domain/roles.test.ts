import { describe, expect, it } from 'vitest';
import { assignableRoles, canManage, canVote, isOwner, withAssignedRoles, withSeat } from './roles';

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
});
