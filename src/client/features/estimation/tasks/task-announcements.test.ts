// @vitest-environment node
import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { makeTask } from '../state/room-fixtures';
import { taskAnnouncements } from './task-announcements';

describe('taskAnnouncements', () => {
  const tasks = [makeTask('a1', { title: 'Login' }), makeTask('b2', { title: 'Logout' })];
  const active = { id: 'a1' } as Active;
  const over = { id: 'b2' } as Over;

  it('names the task by its title and the places by number', () => {
    const say = taskAnnouncements(initI18n('en').t, tasks);
    const spoken = [
      say.onDragStart({ active }),
      say.onDragOver?.({ active, over }),
      say.onDragEnd({ active, over }),
      say.onDragCancel({ active, over: null }),
    ];
    expect(spoken).toEqual([
      'Picked up “Login”, at position 1 of 2.',
      '“Login” is over position 2 of 2.',
      '“Login” was moved to position 2 of 2.',
      'Moving “Login” was cancelled.',
    ]);
    expect(spoken.join(' ')).not.toMatch(/a1|b2/);
  });

  it('speaks Ukrainian too', () => {
    const say = taskAnnouncements(initI18n('uk').t, tasks);
    expect(say.onDragStart({ active })).toBe('Узято «Login», позиція 1 з 2.');
  });
});
