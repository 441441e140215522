import { LOCALE_COOKIE } from '../../../shared/domain/locale';

/**
 * Where a visitor's language is remembered: in the browser for the app's next start, and in a
 * cookie so the server sends the next page's first paint in it. Kept apart from the translator so the
 * site's static pages (site.ts) remember a switch by the same rule without loading it.
 */
export const LANGUAGE_STORAGE_KEY = 'estimate.locale';
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be refused; the cookie and the page still follow the switch.
  }
}

export function writeLocaleCookie(language: string): void {
  document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
}
