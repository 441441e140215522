import { describe, expect, it } from 'vitest';
import { kindChannels } from './channels';

describe('kindChannels', () => {
  it('keeps each kind’s rooms and members apart', () => {
    const rooms = kindChannels('room');
    const retros = kindChannels('retro');
    expect(rooms.room('a1')).not.toBe(retros.room('a1'));
    expect(rooms.isRoom(rooms.room('a1'))).toBe(true);
    expect(rooms.isRoom(retros.room('a1'))).toBe(false);
    expect(rooms.isRoom(rooms.member('a1', 'u1'))).toBe(false);
    expect(rooms.roomIdOf(rooms.room('a1'))).toBe('a1');
  });

  it('tells which channels belong to one room', () => {
    const rooms = kindChannels('room');
    expect(rooms.belongsTo(rooms.room('a1'), 'a1')).toBe(true);
    expect(rooms.belongsTo(rooms.member('a1', 'u1'), 'a1')).toBe(true);
    expect(rooms.belongsTo(rooms.member('a12', 'u1'), 'a1')).toBe(false);
    expect(rooms.belongsTo(rooms.room('a12'), 'a1')).toBe(false);
  });

  it('refuses kind names that would collide with other channels', () => {
    expect(() => kindChannels('member')).toThrow();
    expect(() => kindChannels('user')).toThrow();
    expect(() => kindChannels('Room:1')).toThrow();
  });
});
