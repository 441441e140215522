import type { Browser, Locator, Page } from '@playwright/test';

/** A player's place at the table, found by the name shown under it. */
export const seat = (page: Page, name: string): Locator =>
  page.locator('li[data-seat-user]').filter({ hasText: name });

/** One more person at the meeting: a browser context of their own, desktop unless told. */
export async function person(browser: Browser, width = 1280, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}
