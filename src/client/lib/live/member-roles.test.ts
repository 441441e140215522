// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { availableRoleChanges, rolesAfter } from './member-roles';

describe('rolesAfter', () => {
  it('adds and removes moderator without touching the seat', () => {
    expect(rolesAfter(['player'], 'makeModerator').sort()).toEqual(['moderator', 'player']);
    expect(rolesAfter(['moderator', 'player'], 'removeModerator')).toEqual(['player']);
  });

  it('swaps player and observer and never sends owner', () => {
    expect(rolesAfter(['owner', 'player'], 'makeObserver')).toEqual(['observer']);
    expect(rolesAfter(['moderator', 'observer'], 'makePlayer').sort()).toEqual(['moderator', 'player']);
  });
});

describe('availableRoleChanges', () => {
  it('offers the opposite of what the member is now', () => {
    expect(availableRoleChanges(['player'])).toEqual(['makeModerator', 'makeObserver']);
    expect(availableRoleChanges(['moderator', 'observer'])).toEqual(['removeModerator', 'makePlayer']);
  });
});
