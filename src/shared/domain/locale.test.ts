import { describe, expect, it } from 'vitest';
import { acceptedLanguages, detectLanguage } from './locale';

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('uk', ['en-US'])).toBe('uk');
    expect(detectLanguage('en', ['uk-UA'])).toBe('en');
  });

  it('follows a Ukrainian browser and defaults to English', () => {
    expect(detectLanguage(null, ['uk-UA', 'en'])).toBe('uk');
    expect(detectLanguage(undefined, ['uk'])).toBe('uk');
    expect(detectLanguage(null, ['de-DE'])).toBe('en');
    expect(detectLanguage('fr', [])).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('lists the languages by weight, then by their order', () => {
    expect(acceptedLanguages('en-US,en;q=0.9,uk;q=0.95')).toEqual(['en-US', 'uk', 'en']);
    expect(acceptedLanguages('uk, en')).toEqual(['uk', 'en']);
  });

  it('leaves out refused and wildcard entries, and copes with nothing', () => {
    expect(acceptedLanguages('uk;q=0, *;q=0.5, de')).toEqual(['de']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
