// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { Translator, type MessageKey } from './translator';

// Keys of a test catalogue, not the app's: the checks are on how strings are found and filled.
const key = (text: string) => text as MessageKey;

function translator(language = 'uk') {
  const strings = new Translator({ language });
  strings.addMessages('en', {
    greet: 'Hello, {{name}}',
    only: { english: 'Only in English' },
    votes_one: '{{count}} vote',
    votes_other: '{{count}} votes',
  });
  strings.addMessages('uk', {
    greet: 'Привіт, {{name}}',
    votes_one: '{{count}} голос',
    votes_few: '{{count}} голоси',
    votes_many: '{{count}} голосів',
  });
  return strings;
}

describe('Translator', () => {
  it('fills placeholders, showing nothing for null and leaving one not given as written', () => {
    const { t } = translator();
    expect(t(key('greet'), { name: 'Олена' })).toBe('Привіт, Олена');
    expect(t(key('greet'), { name: null })).toBe('Привіт, ');
    expect(t(key('greet'), {})).toBe('Привіт, {{name}}');
  });

  it("picks the plural form by the language's rules, and English's when a language lacks the string", () => {
    const { t } = translator();
    expect([1, 3, 5, 21].map((count) => t(key('votes'), { count }))).toEqual([
      '1 голос',
      '3 голоси',
      '5 голосів',
      '21 голос',
    ]);
    expect(t(key('only.english'))).toBe('Only in English');
    const english = translator('en');
    expect([1, 2].map((count) => english.t(key('votes'), { count }))).toEqual(['1 vote', '2 votes']);
  });

  it('shows the key of a string no language has, and tells whoever asked to know', () => {
    const missing = vi.fn();
    const strict = new Translator({ language: 'uk', fallbackLanguage: false, onMissingKey: missing });
    strict.addMessages('en', { only: 'Only in English' });
    expect(strict.t(key('only'))).toBe('only');
    expect(strict.t(key('only.deeper'))).toBe('only.deeper');
    expect(missing.mock.calls).toEqual([['only'], ['only.deeper']]);
  });

  it('merges parts of a language that arrive later, and says so; tells of a language change', async () => {
    const strings = translator();
    const changes = vi.fn();
    const languages = vi.fn();
    strings.subscribe(changes);
    strings.on('languageChanged', languages);
    strings.addMessages('uk', { only: { later: 'Пізніше' } });
    expect(strings.t(key('only.later'))).toBe('Пізніше');
    expect(strings.t(key('only.english'))).toBe('Only in English');
    await strings.changeLanguage('en');
    await strings.changeLanguage('en');
    expect(languages.mock.calls).toEqual([['en']]);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(strings.resolvedLanguage).toBe('en');
    await strings.changeLanguage('fr');
    expect(strings.resolvedLanguage).toBe('en');
  });
});
