import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './lib/i18n/language-preference';
import { en } from './lib/i18n/en';
import { THEME_STORAGE_KEY } from './lib/theme';
import { prerenderPage } from './prerender';
import { handOverWhenReplaced, startSitePage } from './site-page';

const stops: (() => void)[] = [];

/** The landing page as the server sends it to a visitor, wired by the site script alone. */
async function visitorPage() {
  document.body.innerHTML = `<div id="root">${await prerenderPage('/', 'en', 'visitor')}</div>`;
  document.documentElement.lang = 'en';
  const reload = vi.fn();
  stops.push(startSitePage(reload));
  return { reload };
}

const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
const themeLabel = (current: string, next: string) =>
  en.theme.toggle.replace('{{current}}', current).replace('{{next}}', next);

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  localStorage.clear();
  document.cookie = 'estimate.locale=; max-age=0; path=/';
  document.documentElement.classList.remove('dark');
});

describe('a site page without the app', () => {
  it("switches the theme as the app's toggle does, and says what it will switch to next", async () => {
    await visitorPage();
    const toggle = document.querySelector<HTMLElement>('[data-theme-toggle]')!;
    expect(toggle.getAttribute('aria-label')).toBe(themeLabel(en.theme.system, en.theme.light));

    toggle.click();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(toggle.getAttribute('aria-label')).toBe(themeLabel(en.theme.light, en.theme.dark));
    toggle.click();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    const visibleIcons = [...toggle.querySelectorAll('[data-theme-icon]:not(.hidden)')];
    expect(visibleIcons.map((icon) => icon.getAttribute('data-theme-icon'))).toEqual(['dark']);
  });

  it('shows the theme this browser chose, not the one the page was rendered with', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    await visitorPage();
    const toggle = document.querySelector('[data-theme-toggle]')!;
    expect(toggle.getAttribute('aria-label')).toBe(themeLabel(en.theme.dark, en.theme.system));
  });

  it('opens and closes the phone menu', async () => {
    await visitorPage();
    const menu = document.getElementById('mobile-menu')!;
    expect(menu.hidden).toBe(true);
    byLabel(en.nav.openMenu)!.click();
    expect(menu.hidden).toBe(false);
    const toggle = byLabel(en.nav.closeMenu)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.click();
    expect(menu.hidden).toBe(true);
    expect(byLabel(en.nav.openMenu)?.getAttribute('aria-expanded')).toBe('false');
  });

  it('remembers a language switch where the app and the server look, and asks for the page in it', async () => {
    const { reload } = await visitorPage();
    document.querySelector<HTMLElement>('[data-language="en"]')!.click();
    expect(reload).not.toHaveBeenCalled();
    document.querySelector<HTMLElement>('[data-language="uk"]')!.click();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('uk');
    expect(document.cookie).toContain('estimate.locale=uk');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("stops when the app's markup replaces the page, keeping the keyboard on the same control", async () => {
    await visitorPage();
    const root = document.getElementById('root')!;
    const stop = vi.fn();
    handOverWhenReplaced(root, stop);
    document.querySelector<HTMLElement>('[data-language="uk"]')!.focus();
    const appMarkup = root.innerHTML;
    root.replaceChildren();
    root.insertAdjacentHTML('afterbegin', appMarkup);
    await vi.waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
    expect(document.activeElement?.getAttribute('data-language')).toBe('uk');
    expect(root.contains(document.activeElement)).toBe(true);
  });

  it('opens the phone menu in the app when the visitor had it open as the app took over', async () => {
    await visitorPage();
    const root = document.getElementById('root')!;
    handOverWhenReplaced(root, vi.fn());
    byLabel(en.nav.openMenu)!.click();
    const appMarkup = await prerenderPage('/', 'en', 'visitor');
    const opened = vi.fn();
    root.replaceChildren();
    root.insertAdjacentHTML('afterbegin', appMarkup);
    root.querySelector('[data-menu-toggle]')!.addEventListener('click', opened);
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  });
});
