import { describe, expect, it } from 'vitest';
import { createRetroSchema } from '../api/retros';
import { retroCommandSchema } from './retro-protocol';
import { retroOptionsSchema } from './retro-view';

describe('retro protocol', () => {
  it('fills the options a team expects by default', () => {
    expect(retroOptionsSchema.parse({})).toEqual({
      anonymous: true,
      votesPerPerson: 5,
      votesPerItem: 3,
      hideVoteCounts: true,
      groupingBy: 'everyone',
      phaseTimerMs: {},
    });
  });

  it('refuses more votes per item than per person', () => {
    const parsed = retroOptionsSchema.safeParse({ votesPerPerson: 2, votesPerItem: 3 });
    expect(parsed.success).toBe(false);
  });

  it('trims cards and refuses empty or overlong ones', () => {
    const card = (text: string) =>
      retroCommandSchema.safeParse({ type: 'card.add', roomId: 'retro-1', columnId: 'c1', text });
    expect(card('  fine  ').data).toMatchObject({ text: 'fine' });
    expect(card('   ').success).toBe(false);
    expect(card('x'.repeat(501)).success).toBe(false);
  });

  it('needs two to eight named columns to make a retro', () => {
    const retro = (count: number) =>
      createRetroSchema.safeParse({
        name: 'Sprint 12',
        template: 'custom',
        columns: Array.from({ length: count }, (_, i) => ({ title: `Column ${i}`, color: 'green' })),
        options: {},
      });
    expect(retro(1).success).toBe(false);
    expect(retro(2).success).toBe(true);
    expect(retro(8).success).toBe(true);
    expect(retro(9).success).toBe(false);
  });

  it('takes a due date as a day only', () => {
    const action = (dueDate: string | null) =>
      retroCommandSchema.safeParse({
        type: 'action.add',
        roomId: 'retro-1',
        itemId: null,
        text: 'Fix the build',
        ownerUserId: null,
        dueDate,
      }).success;
    expect(action('2026-12-01')).toBe(true);
    expect(action(null)).toBe(true);
    expect(action('tomorrow')).toBe(false);
  });
});
