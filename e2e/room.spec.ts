import { expect, test, type Page } from './support/test';
import { signUp } from './support/accounts';
import { seat } from './support/room';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openRoomMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Room menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('an owner and a guest estimate together: secret votes, reveal, average, leave, delete', async ({
  browser,
}, testInfo) => {
  const ownerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const owner = await ownerContext.newPage();
  await signUp(owner, 'Olena Owner', `owner-${stamp()}@example.com`);

  await owner.goto('/new-game');
  await owner.getByLabel('Room name').fill('Sprint 42');
  await owner.getByRole('radio', { name: /Modified Fibonacci/ }).click();
  await owner.getByRole('radio', { name: /^Fibonacci/ }).click();
  await owner.getByRole('button', { name: 'Create game' }).click();
  await expect(owner).toHaveURL(/\/rooms\/[A-Za-z0-9_-]+$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Sprint 42' })).toBeVisible();
  await expect(owner.getByRole('status').filter({ hasText: 'Live' })).toBeAttached();

  // Alone in a new room, the owner is invited to share it.
  await expect(owner.getByTestId('table-invite')).toContainText('In the room: 1.');
  await owner.getByRole('button', { name: 'Copy link' }).click();
  const link = await owner.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(owner.url());

  const guestContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Join “Sprint 42”' })).toBeVisible();
  await guest.getByLabel('Your name').fill('Gaby Guest');
  await guest.getByRole('button', { name: 'Join as guest' }).click();
  await expect(seat(guest, 'Olena Owner')).toBeVisible();
  await expect(seat(owner, 'Gaby Guest')).toBeVisible();
  await expect(owner.getByTestId('table-invite')).toHaveCount(0);

  // The owner renames the room in its settings (a form that loads when first opened); the guest
  // sees the new name at once.
  await openRoomMenu(owner, 'Room settings');
  const settings = owner.getByRole('dialog', { name: 'Room settings' });
  await settings.getByLabel('Room name').fill('Sprint 42 review');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toHaveCount(0);
  await expect(guest.getByRole('heading', { level: 1, name: 'Sprint 42 review' })).toBeVisible();

  // An emoji thrown at the guest flies on both screens, then is gone.
  await owner.getByRole('button', { name: /^Open the menu for Gaby Guest/ }).click();
  await owner.getByRole('group', { name: 'Pick an emoji' }).getByRole('button', { name: '🚀' }).click();
  for (const page of [owner, guest]) await expect(page.getByText('🚀')).toHaveCount(1);
  for (const page of [owner, guest]) await expect(page.getByText('🚀')).toHaveCount(0);

  await owner.locator('[data-card="5"]').click();
  await guest.locator('[data-card="8"]').click();
  await expect(owner.locator('[data-card="5"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(guest.locator('[data-card="8"]')).toHaveAttribute('aria-pressed', 'true');

  // Each sees that the other voted, face down, and nothing of the value.
  await expect(seat(owner, 'Gaby Guest')).toHaveAttribute('data-card-state', 'down');
  await expect(seat(guest, 'Olena Owner')).toHaveAttribute('data-card-state', 'down');
  await expect(seat(owner, 'Gaby Guest').locator('[data-card-face="front"]')).toHaveText('');
  await expect(seat(guest, 'Olena Owner').locator('[data-card-face="front"]')).toHaveText('');
  await expect(seat(owner, 'Gaby Guest')).not.toContainText('8');
  await expect(seat(guest, 'Olena Owner')).not.toContainText('5');
  expect(await owner.locator('main').innerHTML()).not.toMatch(/data-card-face="front"[^>]*>8</);
  await expect(owner.getByText('Everyone has voted')).toBeVisible();

  await owner.setViewportSize({ width: 1280, height: 800 });
  await owner.screenshot({ path: testInfo.outputPath('room-2-players-desktop.png') });
  await guest.screenshot({ path: testInfo.outputPath('room-2-players-360.png') });

  await owner.getByRole('button', { name: 'Reveal cards' }).click();
  for (const page of [owner, guest]) {
    await expect(seat(page, 'Olena Owner')).toHaveAttribute('data-card-state', 'up');
    await expect(seat(page, 'Gaby Guest')).toHaveAttribute('data-card-state', 'up');
    await expect(seat(page, 'Olena Owner').locator('[data-card-face="front"]')).toHaveText('5');
    await expect(seat(page, 'Gaby Guest').locator('[data-card-face="front"]')).toHaveText('8');
    await expect(page.getByTestId('table-average')).toHaveText('6.5');
    await expect(page.getByTestId('results-average')).toHaveText('6.5');
  }
  await expect(owner.getByTestId('results-basis')).toHaveText('Average of 2 numeric votes');
  await owner.screenshot({ path: testInfo.outputPath('room-2-players-revealed-desktop.png') });

  await openRoomMenu(guest, 'Leave room');
  await guest.getByRole('alertdialog').getByRole('button', { name: 'Leave room' }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);
  await expect(seat(owner, 'Gaby Guest')).toHaveCount(0);
  // A revealed round outlives whoever leaves it: both votes and the average stay.
  await expect(owner.getByTestId('results-votes')).toHaveText('2');
  await expect(owner.getByTestId('results-average')).toHaveText('6.5');

  // A task voted on again keeps its first round.
  await owner.getByPlaceholder('Add a task…').fill('Login page');
  await owner.getByRole('button', { name: 'Add task' }).click();
  await owner.getByRole('button', { name: /^1\. Login page$/ }).click();
  await expect(owner.getByTestId('table-task-title')).toHaveText('Login page');
  await owner.locator('[data-card="3"]').click();
  await owner.getByRole('button', { name: 'Reveal cards' }).click();
  await expect(owner.getByTestId('results-average')).toHaveText('3');
  await expect(owner.getByTestId('results-basis')).toHaveText('Average of 1 numeric vote');
  await owner.getByRole('button', { name: 'New round' }).click();
  await owner.getByText('Earlier rounds (1)').click();
  await expect(owner.getByText('Round 1 · average 3')).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath('room-task-history-desktop.png') });

  // A manager drags a task into place with the keyboard (dragging loads for managers only).
  await owner.getByPlaceholder('Add a task…').fill('Sign-up page');
  await owner.getByRole('button', { name: 'Add task' }).click();
  const handle = owner.getByRole('button', { name: 'Reorder “Sign-up page”' });
  await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  await handle.focus();
  // Each key waits for what a screen reader is told, so none is pressed before the last took effect.
  await owner.keyboard.press('Space');
  // Picking up is said, then at once where it is over: either means the drag has begun.
  await expect(
    owner.getByText(/Picked up “Sign-up page”|“Sign-up page” is over position 2 of 2/),
  ).toBeAttached();
  // dnd-kit starts listening for arrows on a timer after the pick-up, and a busy browser may handle
  // a key sent at once before that timer: the key is sent until it takes (from the top, another
  // ArrowUp moves nothing).
  await expect(async () => {
    await owner.keyboard.press('ArrowUp');
    await expect(owner.getByText('“Sign-up page” is over position 1 of 2.')).toBeAttached({
      timeout: 2_000,
    });
  }).toPass();
  await owner.keyboard.press('Space');
  await expect(owner.getByText('“Sign-up page” was moved to position 1 of 2.')).toBeAttached();
  await expect(owner.getByRole('button', { name: /^1\. Sign-up page$/ })).toBeVisible();
  await expect(owner.getByRole('button', { name: /^2\. Login page$/ })).toBeVisible();

  await openRoomMenu(owner, 'Delete room');
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Delete room' }).click();
  await expect(owner).toHaveURL(/\/dashboard$/);

  await owner.goto(link);
  await expect(owner.getByRole('heading', { name: 'Room not found' })).toBeVisible();

  // Someone new at a dead link is told so before being asked for a name.
  const late = await (await browser.newContext()).newPage();
  await late.goto(link);
  await expect(late.getByRole('heading', { name: 'Room not found' })).toBeVisible();
  await expect(late.getByLabel('Your name')).toHaveCount(0);
});
