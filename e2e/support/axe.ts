import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page as it stands and fails on any serious or critical violation, naming them. */
export async function expectAccessible(page: Page, where: string) {
  // Let enter animations settle, so colours are measured as people see them.
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect.soft(serious, `axe on ${where}`).toEqual([]);
}
