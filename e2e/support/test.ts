import { test as base } from '@playwright/test';
import { serverUrl } from './servers';

/**
 * Playwright's test, with every page and context of a worker going to that worker's own server,
 * and the contexts a test opens itself (a second person, a phone) closed when it ends. Left open,
 * each kept its room live, sockets and timers running, through the rest of the worker's tests.
 */
export const test = base.extend<{ closesItsContexts: void }>({
  // Playwright reads which fixtures a fixture needs from this pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      // Closing takes a failed test's screenshots first, as Playwright does with its own contexts.
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});
export { expect, type Page } from '@playwright/test';
