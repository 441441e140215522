import { expect, test, type Page } from './support/test';
import { adminPage, signUp } from './support/accounts';
import { seat } from './support/room';
import { expectAccessible } from './support/axe';

/** A phone, and a tablet, where the admin menu leaves a page about 500 px of its width. */
const FIT_WIDTHS_PX = [360, 800];

/** A narrow screen never scrolls sideways: only a table or the deck may, inside itself. */
async function expectFitsNarrow(page: Page, where: string) {
  const size = page.viewportSize();
  for (const width of FIT_WIDTHS_PX) {
    await page.setViewportSize({ width, height: 740 });
    await page.waitForTimeout(100);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(scrollWidth, `width of ${where} at ${width} px`).toBeLessThanOrEqual(width);
  }
  if (size) await page.setViewportSize(size);
}

/**
 * Every rule in light; in dark only the rules colours decide, since a theme changes colours and
 * nothing else: the same markup passed the others a moment before.
 */
async function inBothThemes(page: Page, where: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, `${where} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, `${where} (dark)`, { coloursOnly: true });
}

// Each test sweeps many pages in two themes: more than one page's worth of time.
test.describe.configure({ timeout: 150_000 });

test('every public page passes axe in light and dark, in both languages', async ({ page }) => {
  for (const path of [
    '/',
    '/about-us',
    '/contact-us',
    '/privacy',
    '/new-game',
    '/new-retro',
    '/sign-in',
    '/sign-up',
    '/forgot-password',
    '/reset-password?token=x',
    '/nowhere',
  ]) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await inBothThemes(page, path);
    await expectFitsNarrow(page, path);
  }
  await page.getByRole('button', { name: 'Українська' }).click();
  for (const path of ['/', '/sign-in']) {
    await page.goto(path);
    await expectAccessible(page, `${path} (uk)`);
  }
});

/** One new and one resolved message in the inbox, so axe sees both kinds of card whatever ran before. */
async function fillInbox(admin: Page) {
  for (const message of ['Please add dark cards', 'Please add a timer']) {
    const sent = await admin.request.post('/api/system/feedback', {
      data: { name: 'Fay', email: 'fay@example.com', category: 'idea', message },
    });
    expect(sent.ok()).toBe(true);
  }
  const inbox = await admin.request.get('/api/admin/feedback?status=new');
  const [newest] = (await inbox.json()).items as { id: string }[];
  const resolved = await admin.request.patch(`/api/admin/feedback/${newest!.id}`, {
    data: { status: 'resolved' },
  });
  expect(resolved.ok()).toBe(true);
}

test('every signed-in and admin page passes axe', async ({ browser }) => {
  const admin = await adminPage(browser);
  await fillInbox(admin);
  for (const path of [
    '/dashboard',
    '/profile',
    '/rooms',
    '/retro',
    '/admin',
    '/admin/users',
    '/admin/feedback',
    '/admin/teams',
  ]) {
    await admin.goto(path);
    await expect(admin.locator('main')).toBeVisible();
    await admin.waitForLoadState('networkidle');
    await inBothThemes(admin, path);
    await expectFitsNarrow(admin, path);
  }
});

test('a room passes axe in every state: joining, alone, voting, revealed, with history', async ({
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await signUp(owner, 'Alma Axe');
  await owner.goto('/new-game');
  await owner.getByLabel('Room name').fill('Accessible sprint');
  await owner.getByRole('button', { name: 'Create game' }).click();
  await expect(owner).toHaveURL(/\/rooms\/[A-Za-z0-9_-]+$/);
  await expect(owner.getByTestId('table-invite')).toBeVisible();
  await inBothThemes(owner, 'a room with its owner alone');

  const guest = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await guest.goto(owner.url());
  await expect(guest.getByLabel('Your name')).toBeVisible();
  await expectAccessible(guest, 'the join card');
  await guest.getByLabel('Your name').fill('Gil Guest');
  await guest.getByRole('button', { name: 'Join as guest' }).click();
  await expect(seat(owner, 'Gil Guest')).toBeVisible();

  await owner.getByPlaceholder('Add a task…').fill('Login');
  await owner.getByPlaceholder('Add a task…').press('Enter');
  await owner.getByRole('button', { name: /^1\. Login$/ }).click();
  await owner.locator('[data-card="5"]').click();
  await expect(seat(guest, 'Alma Axe')).toHaveAttribute('data-card-state', 'down');
  await inBothThemes(owner, 'a round being voted on');
  await expectAccessible(guest, 'a round being voted on, on a phone');

  await guest.locator('[data-card="☕"]').click();
  await owner.getByRole('button', { name: 'Reveal cards' }).click();
  await expect(owner.getByTestId('results-basis')).toBeVisible();
  await inBothThemes(owner, 'a revealed round with results');
  await expectAccessible(guest, 'a revealed round, on a phone');

  await owner.getByRole('button', { name: 'New round' }).click();
  await expect(owner.getByText('Earlier rounds (1)')).toBeVisible();
  await expectAccessible(owner, 'a task with an earlier round');

  await owner.keyboard.press('?');
  await expect(owner.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectAccessible(owner, 'the keyboard shortcuts dialog');
  await owner.keyboard.press('Escape');

  await owner.getByRole('button', { name: 'Room menu' }).click();
  await expectAccessible(owner, 'the room menu');
});
