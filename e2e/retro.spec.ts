import { expect, test, type Page } from './support/test';
import { signUp } from './support/accounts';
import { person } from './support/room';
import { expectAccessible } from './support/axe';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The facilitator moves on; every step's board must pass axe. */
async function next(page: Page, phase: string) {
  await page.getByRole('button', { name: `Next: ${phase}` }).click();
  await expect(page.getByRole('listitem').and(page.locator('[aria-current="step"]'))).toHaveText(phase);
  await expectAccessible(page, `retro board, ${phase}`);
}

test('two people run a whole retro: private writing, reveal, grouping, hidden dots, discussion, actions, export', async ({
  browser,
}, testInfo) => {
  const shot = (page: Page, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  const owner = await person(browser);
  await signUp(owner, 'Olena Owner', `retro-${stamp()}@example.com`);
  await owner.goto('/new-retro');
  await owner.getByLabel('Name').fill('Sprint 12 retro');
  await owner.getByRole('radio', { name: /Start \/ Stop \/ Continue/ }).check();
  await owner.getByRole('button', { name: 'Create retro' }).click();
  await expect(owner).toHaveURL(/\/retro\/[A-Za-z0-9_-]+$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Sprint 12 retro' })).toBeVisible();

  const guest = await person(browser, 360, 740);
  await guest.goto(owner.url());
  await guest.getByLabel('Your name').fill('Gaby Guest');
  await guest.getByRole('button', { name: 'Join as guest' }).click();
  await expect(column(guest, 'Start')).toBeVisible();

  await column(owner, 'Start').getByLabel('Add a card').fill('Pair on reviews');
  await column(owner, 'Start').getByRole('button', { name: 'Add a card' }).click();
  await column(guest, 'Start').getByLabel('Add a card').fill('Review in pairs');
  await column(guest, 'Start').getByRole('button', { name: 'Add a card' }).click();
  await column(guest, 'Stop').getByLabel('Add a card').fill('Friday deploys');
  await column(guest, 'Stop').getByRole('button', { name: 'Add a card' }).click();

  // Each sees their own cards and only a count of the other's.
  await expect(column(owner, 'Start')).toContainText('Pair on reviews');
  await expect(column(owner, 'Start')).toContainText('1 card hidden until the reveal');
  await expect(column(owner, 'Stop')).toContainText('1 card hidden until the reveal');
  await expect(owner.locator('main')).not.toContainText('Friday deploys');
  await expect(guest.locator('main')).not.toContainText('Pair on reviews');
  await shot(owner, 'retro-write-desktop');
  await shot(guest, 'retro-write-360');

  await next(owner, 'Reveal');
  await expect(column(guest, 'Start')).toContainText('Pair on reviews');
  await expect(column(owner, 'Stop')).toContainText('Friday deploys');

  await next(owner, 'Group');
  // The keyboard way: the owner groups the two "Start" cards and names the group.
  await owner.getByLabel('Group “Pair on reviews” with…').selectOption({ label: 'Review in pairs' });
  await expect(column(guest, 'Start')).toContainText('2 cards');
  // Dragging a card out of its group onto the column takes it out; dragging it back groups again.
  const draggable = (text: string) =>
    column(owner, 'Start')
      .locator('[draggable="true"]')
      .filter({ has: owner.locator('p', { hasText: text }) });
  await draggable('Review in pairs').dragTo(column(owner, 'Start').getByRole('heading', { name: 'Start' }));
  await expect(column(guest, 'Start')).not.toContainText('2 cards');
  await draggable('Review in pairs').dragTo(draggable('Pair on reviews'));
  await expect(column(guest, 'Start')).toContainText('2 cards');
  await column(owner, 'Start').getByLabel('Name of the group').fill('Reviews');
  await column(owner, 'Start').getByLabel('Name of the group').press('Enter');

  await next(owner, 'Vote');
  await owner.getByRole('button', { name: 'Give a dot to “Reviews”' }).click();
  await owner.getByRole('button', { name: 'Give a dot to “Reviews”' }).click();
  await guest.getByRole('button', { name: 'Give a dot to “Friday deploys”' }).click();
  await expect(owner.getByText('3 dots left')).toBeVisible();
  await expect(guest.getByText('4 dots left')).toBeVisible();
  // Hidden totals: nobody sees a count until voting ends.
  await expect(guest.getByText(/^\d+ dots?$/)).toHaveCount(0);
  await shot(guest, 'retro-vote-360');

  await next(owner, 'Discuss');
  await expect(guest.getByRole('heading', { name: /Now discussing\s*Reviews/ })).toBeVisible();
  await owner.getByLabel('Notes').fill('Start with the oldest pull request');
  await owner.getByRole('button', { name: 'Add note' }).click();
  await expect(guest.getByText('Start with the oldest pull request')).toBeVisible();
  await owner.getByLabel('Action', { exact: true }).fill('Set up review pairs');
  await owner.getByLabel('Owner', { exact: true }).selectOption({ label: 'Gaby Guest' });
  await owner.getByLabel('Due', { exact: true }).fill('2026-12-04');
  await owner.getByRole('button', { name: 'Add action' }).click();
  await expect(guest.getByText('Set up review pairs')).toBeVisible();
  await shot(owner, 'retro-discuss-desktop');

  await next(owner, 'Done');
  const download = owner.waitForEvent('download');
  await owner.getByRole('button', { name: 'Markdown' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const markdown = await readFile(file, 'utf8');
  expect(markdown).toContain('# Sprint 12 retro');
  expect(markdown).toContain('- **Reviews** (Dots: 2)');
  expect(markdown).toContain('- [ ] Set up review pairs (Owner: Gaby Guest, Due: 2026-12-04)');
  expect(markdown).not.toContain('Olena');
  await shot(owner, 'retro-done-desktop');

  // The next retro starts by reviewing the open action; the guest sees it on /retro too.
  await owner.goto('/new-retro');
  await owner.getByLabel('Name').fill('Sprint 13 retro');
  await expect(
    owner.getByRole('checkbox', { name: /Review the 1 open action items of “Sprint 12 retro” first/ }),
  ).toBeChecked();
  await owner.getByRole('button', { name: 'Create retro' }).click();
  await expect(owner.getByRole('listitem').and(owner.locator('[aria-current="step"]'))).toHaveText(
    'Review actions',
  );
  await expectAccessible(owner, 'retro board, review');
  await shot(owner, 'retro-review-desktop');
  await guest.goto('/retro');
  await expect(guest.getByText('Set up review pairs')).toBeVisible();
  await owner.getByRole('checkbox', { name: 'Mark “Set up review pairs” as done' }).click();
  await guest.reload();
  await expect(guest.getByText('No open action items. Well done.')).toBeVisible();
  await guest.getByRole('button', { name: 'Actions for “Sprint 12 retro”' }).click();
  await guest.getByRole('menuitem', { name: 'Leave retro' }).click();
  await guest.getByRole('alertdialog').getByRole('button', { name: 'Leave retro' }).click();
  await expect(guest.getByText('No retros yet. Start one at the end of your sprint.')).toBeVisible();
});

test('the board in Ukrainian and dark, on a phone', async ({ browser }, testInfo) => {
  const page = await person(browser);
  await signUp(page, 'Оля', `retro-uk-${stamp()}@example.com`);
  await page.goto('/new-retro');
  await page.getByRole('button', { name: 'Українська' }).click();
  await page.getByLabel('Назва').fill('Ретро спринту');
  await page.getByRole('button', { name: 'Створити ретроспективу' }).click();
  await expect(page).toHaveURL(/\/retro\//);
  await column(page, 'Що вдалося').getByLabel('Додати картку').fill('Швидкі релізи');
  await column(page, 'Що вдалося').getByRole('button', { name: 'Додати картку' }).click();
  await expect(column(page, 'Що вдалося')).toContainText('Швидкі релізи');
  // A pasted link with no place to break it wraps inside its card.
  const link = `https://ci.example.com/builds/${'a1b2c3'.repeat(20)}`;
  await column(page, 'Що вдалося').getByLabel('Додати картку').fill(link);
  await column(page, 'Що вдалося').getByRole('button', { name: 'Додати картку' }).click();
  await expect(column(page, 'Що вдалося')).toContainText(link);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: testInfo.outputPath('retro-uk-dark-360.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Every step is there to read, none cut off at the edge.
  for (const step of await page.getByRole('list', { name: 'Кроки' }).getByRole('listitem').all()) {
    const box = (await step.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
});

test('the network drops before the board has fetched its menus: the page stays as it was, and they open once it is back', async ({
  browser,
}) => {
  const page = await person(browser);
  await signUp(page, 'Nadia Patchy', `retro-offline-${stamp()}@example.com`);
  await page.goto('/new-retro');
  await page.getByLabel('Name').fill('Patchy Wi-Fi retro');
  await page.getByRole('button', { name: 'Create retro' }).click();
  await expect(page).toHaveURL(/\/retro\/[A-Za-z0-9_-]+$/);
  const board = page.url();
  // A fresh page, whose menus' code is fetched a few seconds after it shows: offline by then.
  await page.reload();
  const firstColumn = page.getByRole('region').first();
  await expect(firstColumn).toBeVisible();
  const prefetchFailed = page.waitForEvent('requestfailed', {
    predicate: (request) => request.url().includes('radix-overlays'),
    timeout: 15_000,
  });
  await page.context().setOffline(true);
  await prefetchFailed;
  await firstColumn.getByRole('textbox').fill('Typed on the train');
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  expect(page.url()).toBe(board);
  await expect(firstColumn.getByRole('textbox')).toHaveValue('Typed on the train');
  await page.getByRole('button', { name: 'Retro menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete retro' })).toBeVisible();
  await page.keyboard.press('Escape');
  await firstColumn.getByRole('button', { name: 'Add a card' }).click();
  await expect(firstColumn).toContainText('Typed on the train');
});
