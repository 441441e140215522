import { test as base } from '@playwright/test';
import { serverUrl } from './servers';

/** Playwright's test, with every page and context of a worker going to that worker's own server. */
export const test = base.extend({
  // Playwright reads which fixtures a fixture needs from this pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
});
export { expect, type Page } from '@playwright/test';
