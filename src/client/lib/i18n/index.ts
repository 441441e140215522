import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../../../shared/constants';
import type { Messages } from './en';

/**
 * Each language's strings are a chunk of their own: a page loads only the language it shows
 * (about half of what both weigh), and the other when someone switches to it.
 */
const CATALOGUES: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.en),
  uk: () => import('./uk').then((module) => module.uk),
};
const loaded: Partial<Record<Locale, Messages>> = {};
export const LANGUAGE_STORAGE_KEY = 'estimate.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored choice wins; otherwise a Ukrainian browser gets Ukrainian and everyone else English. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  const first = browserLanguages[0] ?? '';
  return first.toLowerCase().startsWith('uk') ? 'uk' : 'en';
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  const list = navigator.languages?.length ? navigator.languages : [navigator.language];
  return list.filter(Boolean);
}

export function initI18n(language: Locale = detectLanguage(readStoredLanguage(), browserLanguages())): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries(
        Object.entries(loaded).map(([locale, messages]) => [locale, { translation: messages }]),
      ),
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: LOCALES,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    i18next.on('languageChanged', (lng) => {
      document.documentElement.lang = lng;
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18next;
}

/** Catalogues known up front (tests), so nothing is fetched for them. */
export function provideCatalogues(catalogues: Partial<Record<Locale, Messages>>): void {
  for (const [locale, messages] of Object.entries(catalogues) as [Locale, Messages][]) {
    loaded[locale] = messages;
    if (i18next.isInitialized) i18next.addResourceBundle(locale, 'translation', messages);
  }
}

/** Fetches a language's strings once; the first paint waits for them, so no key is ever shown. */
export async function loadLanguage(language: Locale): Promise<void> {
  if (loaded[language]) return;
  provideCatalogues({ [language]: await CATALOGUES[language]() });
}

export async function setLanguage(language: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be refused; the switch still applies to this page.
  }
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}
