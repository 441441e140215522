import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe's rules whose outcome depends on the colours: all a second theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page as it stands and fails on any serious or critical violation, naming them.
 * `coloursOnly`: the page was already checked in another theme, whose markup is the same.
 */
export async function expectAccessible(page: Page, where: string, { coloursOnly = false } = {}) {
  // Let enter animations settle, so colours are measured as people see them.
  await page.waitForTimeout(300);
  // Legacy mode runs axe in the page itself instead of gathering its results in a blank page it
  // opens for each run, which cost more than the checks; what it leaves out, cross-origin frames,
  // our pages cannot have (the content security policy allows the app's own origin only).
  const axe = new AxeBuilder({ page }).setLegacyMode(true);
  const { violations } = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect.soft(serious, `axe on ${where}`).toEqual([]);
}
