// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notFoundMessage } from '../../../shared/routes';
import { AUTH_ERROR_CODES } from '../../../shared/api/auth';
import { en } from './en';
import { uk } from './uk';
import { initI18n } from './index';
import { flattenKeys, missingKeys, withoutPluralForm } from './keys';

describe('translations', () => {
  it('finds a key that exists in only one language', () => {
    expect(missingKeys({ a: 'x', b: { c: 'y' } }, { a: 'x' })).toEqual(['b.c']);
    expect(missingKeys({ a: 'x' }, { a: 'x', b: { c: 'y' } })).toEqual([]);
  });

  it('has every English key in Ukrainian', () => {
    expect(missingKeys(en, uk)).toEqual([]);
  });

  it('has every Ukrainian key in English', () => {
    expect(missingKeys(uk, en)).toEqual([]);
  });

  it('has no empty strings', () => {
    const empty = (tree: typeof en) =>
      flattenKeys(tree).filter(
        (key) =>
          !key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree),
      );
    expect(empty(en)).toEqual([]);
    expect(empty(uk)).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (tree: typeof en) =>
      flattenKeys(tree).map((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return `${withoutPluralForm(key)}:${[...String(text).matchAll(/\{\{(\w+)\}\}/g)]
          .map((m) => m[1])
          .sort()
          .join(',')}`;
      });
    const distinct = (tree: typeof en) => [...new Set(placeholders(tree))];
    expect(distinct(uk)).toEqual(distinct(en));
  });

  it('describes a seat at the table in Ukrainian words that fit anyone, not a man only', () => {
    // A past tense such as "проголосував" says the person is a man; the seat says what the vote is.
    const seat = uk.room.table.seat as Record<string, string>;
    for (const text of Object.values(seat)) expect(text).not.toMatch(/(?:ував|увала)(?!\p{L})/u);
  });

  it('gives every counted Ukrainian string its one, few and many forms', () => {
    const keys = flattenKeys(uk);
    const counted = [...new Set(keys.filter((key) => /_(one|few|many)$/.test(key)).map(withoutPluralForm))];
    expect(counted.length).toBeGreaterThan(0);
    for (const key of counted) {
      expect(
        ['one', 'few', 'many'].filter((form) => !keys.includes(`${key}_${form}`)),
        key,
      ).toEqual([]);
    }
  });

  it('picks the Ukrainian form by the number', () => {
    const { t } = initI18n('uk');
    const basis = [1, 3, 5, 21, 22, 25].map((count) => t('room.results.basis', { count }));
    expect(basis).toEqual([
      'Середнє з 1 числового голосу',
      'Середнє з 3 числових голосів',
      'Середнє з 5 числових голосів',
      'Середнє з 21 числового голосу',
      'Середнє з 22 числових голосів',
      'Середнє з 25 числових голосів',
    ]);
    expect([1, 2, 5].map((count) => t('room.tasks.addMany', { count }))).toEqual([
      'Додати 1 задачу',
      'Додати 2 задачі',
      'Додати 5 задач',
    ]);
  });

  it('translates every auth error code', () => {
    expect(Object.keys(en.auth.serverErrors).sort()).toEqual([...AUTH_ERROR_CODES].sort());
  });

  it('keeps the English not-found message identical to the spec', () => {
    const i18n = initI18n('en');
    expect(i18n.t('system.notFound.message', { path: '/a/b' })).toBe(notFoundMessage('/a/b'));
  });
});
