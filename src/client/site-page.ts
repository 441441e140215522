/**
 * The script of a site page (the landing page, About, Privacy) sent to a visitor who is not signed
 * in: the page itself is HTML rendered at build time, and what the header lets a visitor do is done
 * here, on the markup the app's own components render, until the app starts (site.ts says when).
 * A signed-in person gets the app at once (the server chooses).
 */
import { isLocale } from '../shared/domain/locale';
import { storeLanguage, writeLocaleCookie } from './lib/i18n/language-preference';
import {
  applyTheme,
  nextThemePreference,
  readThemePreference,
  storeThemePreference,
  watchSystemTheme,
  type ThemePreference,
} from './lib/theme';

/** Each theme toggle shows the preference's icon and names the preference and the next one. */
function showThemePreference(preference: ThemePreference): void {
  for (const toggle of document.querySelectorAll<HTMLElement>('[data-theme-toggle]')) {
    const label = toggle.getAttribute(`data-label-${preference}`);
    if (label) {
      toggle.setAttribute('aria-label', label);
      toggle.title = label;
    }
    for (const icon of toggle.querySelectorAll('[data-theme-icon]'))
      icon.classList.toggle('hidden', icon.getAttribute('data-theme-icon') !== preference);
  }
}

function setMenuOpen(toggle: HTMLElement, open: boolean): void {
  const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  menu?.toggleAttribute('hidden', !open);
  toggle.setAttribute('aria-expanded', String(open));
  const label = toggle.getAttribute(open ? 'data-label-open' : 'data-label-closed');
  if (label) toggle.setAttribute('aria-label', label);
  for (const icon of toggle.querySelectorAll('[data-menu-icon]'))
    icon.classList.toggle('hidden', icon.getAttribute('data-menu-icon') !== (open ? 'open' : 'closed'));
}

function onClick(event: MouseEvent, reload: () => void): void {
  const target = event.target instanceof Element ? event.target : null;
  const themeToggle = target?.closest('[data-theme-toggle]');
  if (themeToggle) {
    const next = nextThemePreference(readThemePreference());
    storeThemePreference(next);
    applyTheme(next);
    showThemePreference(next);
    return;
  }
  const language = target?.closest('[data-language]')?.getAttribute('data-language');
  if (language && isLocale(language)) {
    if (document.documentElement.lang === language) return;
    storeLanguage(language);
    writeLocaleCookie(language);
    // The server sends the page in the language its cookie names.
    reload();
    return;
  }
  const menuToggle = target?.closest<HTMLElement>('[data-menu-toggle]');
  if (menuToggle) setMenuOpen(menuToggle, menuToggle.getAttribute('aria-expanded') !== 'true');
}

/** Wires the page; returns what undoes it (for tests). */
export function startSitePage(reload = () => window.location.reload()): () => void {
  // The page was rendered before anyone chose a theme: it shows this browser's choice.
  showThemePreference(readThemePreference());
  const listener = (event: MouseEvent) => onClick(event, reload);
  document.addEventListener('click', listener);
  const unwatch = watchSystemTheme(() => applyTheme(readThemePreference()));
  return () => {
    document.removeEventListener('click', listener);
    unwatch();
  };
}

/** What finds the same control in the app's markup as the one focused in this page's. */
function sameControl(element: Element): string | null {
  for (const attribute of ['data-theme-toggle', 'data-menu-toggle']) {
    if (element.hasAttribute(attribute)) return `[${attribute}]`;
  }
  const language = element.getAttribute('data-language');
  if (language) return `[data-language="${CSS.escape(language)}"]`;
  const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
  return href ? `a[href="${CSS.escape(href)}"]` : null;
}

/** The one of the app's controls matching `selector` that shows, where a page has it twice. */
function visibleControl(root: HTMLElement, selector: string): HTMLElement | undefined {
  const candidates = [...root.querySelectorAll<HTMLElement>(selector)];
  return candidates.find((candidate) => candidate.getClientRects().length > 0) ?? candidates[0];
}

const OPEN_MENU_TOGGLE = '[data-menu-toggle][aria-expanded="true"]';

/**
 * Once the app's markup replaces this page's in `root`, calls `stop` and leaves the visitor where
 * they were: a phone menu they opened is opened in the app (its toggle is clicked, so the app knows),
 * and the keyboard is on the same control of the new markup.
 */
export function handOverWhenReplaced(root: HTMLElement, stop: () => void): void {
  let focused: string | null = null;
  const remember = () => {
    focused = document.activeElement ? sameControl(document.activeElement) : null;
  };
  document.addEventListener('focusin', remember);
  new MutationObserver((changes, observer) => {
    observer.disconnect();
    document.removeEventListener('focusin', remember);
    stop();
    const removed = changes.flatMap((change) => [...change.removedNodes]);
    const menuWasOpen = removed.some(
      (node) => node instanceof Element && node.querySelector(OPEN_MENU_TOGGLE),
    );
    if (menuWasOpen && !root.querySelector(OPEN_MENU_TOGGLE))
      visibleControl(root, '[data-menu-toggle]')?.click();
    if (focused && !root.contains(document.activeElement)) visibleControl(root, focused)?.focus();
  }).observe(root, { childList: true });
}
