import type { Locale } from '../../../shared/constants';
import { detectLanguage, isLocale } from '../../../shared/domain/locale';
import { readStoredLanguage, storeLanguage, writeLocaleCookie } from './language-preference';
import type { Messages } from './en';
import { i18n } from './instance';
import type { Translator } from './translator';

/**
 * The strings every page needs (core), and those of each part of the site and app, which only the
 * pages that show them wait for: a room does not download the admin's or the landing page's.
 */
const MESSAGE_PARTS = [
  'core',
  'site',
  'room',
  'account',
  'admin',
  'retro',
  'jira',
  'teams',
  'access',
  'sso',
] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/**
 * Each language's parts are chunks of their own (`en/room.ts` exports `room`): a page loads only
 * the language it shows, and of it only the parts its pages need; the other language when someone
 * switches to it.
 */
const CATALOGUES = import.meta.glob<Record<string, Partial<Messages>>>('./{en,uk}/*.ts');
const catalogue = (language: Locale, part: MessagePart): Promise<Partial<Messages>> =>
  CATALOGUES[`./${language}/${part}.ts`]!().then((module) => module[part]!);

const loaded: Record<Locale, Partial<Record<MessagePart, Promise<void>>>> = { en: {}, uk: {} };
/** Parts some page has needed so far: a language switched to gets these at once. */
const wantedParts = new Set<MessagePart>(['core']);
/** The language being loaded to switch to, which a page's part must come in as well. */
let switchingTo: Locale | undefined;
export { detectLanguage, isLocale };
export { LANGUAGE_STORAGE_KEY } from './language-preference';
export { I18nProvider, useTranslation } from './use-translation';
export type { MessageKey, MessageValues, TFunction, Translator } from './translator';

function browserLanguages(): readonly string[] {
  const list = navigator.languages?.length ? navigator.languages : [navigator.language];
  return list.filter(Boolean);
}

let watchingLanguage = false;

export function initI18n(
  language: Locale = detectLanguage(readStoredLanguage(), browserLanguages()),
): Translator {
  if (!watchingLanguage) {
    watchingLanguage = true;
    i18n.on('languageChanged', showLanguage);
  }
  if (i18n.language !== language) void i18n.changeLanguage(language);
  showLanguage(language);
  return i18n;
}

/**
 * The page's language for screen readers and hyphenation, and a cookie so the server sends the
 * next page's first paint in it. There is no page when prerendering.
 */
function showLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  if (isLocale(language)) writeLocaleCookie(language);
}

/** Whole catalogues known up front (tests), so nothing is fetched for them. */
export function provideCatalogues(catalogues: Partial<Record<Locale, Messages>>): void {
  for (const [locale, messages] of Object.entries(catalogues) as [Locale, Messages][]) {
    i18n.addMessages(locale, messages);
    for (const part of MESSAGE_PARTS) loaded[locale][part] = Promise.resolve();
  }
}

function loadPart(language: Locale, part: MessagePart): Promise<void> {
  loaded[language][part] ??= catalogue(language, part).then(
    (messages) => i18n.addMessages(language, messages),
    (error: unknown) => {
      // A failed fetch may be tried again by the next page that needs it.
      delete loaded[language][part];
      throw error;
    },
  );
  return loaded[language][part];
}

/** Fetches a language's strings once; the first paint waits for them, so no key is ever shown. */
export async function loadLanguage(language: Locale): Promise<void> {
  await Promise.all([...wantedParts].map((part) => loadPart(language, part)));
}

/** For a page that needs more than the core strings: loads those parts in the language shown. */
export async function loadMessages(parts: readonly MessagePart[]): Promise<void> {
  parts.forEach((part) => wantedParts.add(part));
  const shown: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  await Promise.all([...new Set([shown, switchingTo ?? shown])].map(loadLanguage));
}

export async function setLanguage(language: Locale): Promise<void> {
  storeLanguage(language);
  switchingTo = language;
  try {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
  } finally {
    if (switchingTo === language) switchingTo = undefined;
  }
}
