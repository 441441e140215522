import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../../../shared/constants';
import { en } from './en';
import { uk } from './uk';

export const resources = { en: { translation: en }, uk: { translation: uk } } as const;
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
      resources,
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

export async function setLanguage(language: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be refused; the switch still applies to this page.
  }
  await i18next.changeLanguage(language);
}
