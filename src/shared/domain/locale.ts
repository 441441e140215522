import { LOCALES, type Locale } from '../constants';

/** Names the language a person chose, for the server to send its pages in that language. */
export const LOCALE_COOKIE = 'estimate.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored choice wins; otherwise a Ukrainian browser gets Ukrainian and everyone else English. */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Locale {
  if (isLocale(stored)) return stored;
  const first = browserLanguages[0] ?? '';
  return first.toLowerCase().startsWith('uk') ? 'uk' : 'en';
}

/** An Accept-Language header's languages, most wanted first, as `navigator.languages` lists them. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}
