import { expect, test } from './support/test';
import { signUp } from './support/accounts';
import { seat } from './support/room';

/** A meeting run from the keyboard alone: cards by what they show, reveal, new round, next task. */
test('keyboard only: numbers pick cards, letters pick ? and ☕, R N T run the round', async ({
  browser,
}, testInfo) => {
  const owner = await (await browser.newContext()).newPage();
  await signUp(owner, 'Kira Keys');
  await owner.goto('/new-game');
  await owner.getByLabel('Room name').fill('Keyboard sprint');
  await owner.getByRole('button', { name: 'Create game' }).click();
  await expect(owner).toHaveURL(/\/rooms\/[A-Za-z0-9_-]+$/);
  for (const title of ['Login', 'Logout']) {
    await owner.getByPlaceholder('Add a task…').fill(title);
    await owner.getByPlaceholder('Add a task…').press('Enter');
  }
  await expect(owner.getByRole('heading', { name: /^Tasks/ })).toContainText('(2)');

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(owner.url());
  await guest.getByLabel('Your name').fill('Gus Guest');
  await guest.getByRole('button', { name: 'Join as guest' }).click();
  await expect(seat(owner, 'Gus Guest')).toBeVisible();

  // Out of the task field, so keys go to the room. T puts the first task without an estimate up.
  await owner.locator('body').click({ position: { x: 5, y: 5 } });
  await owner.keyboard.press('t');
  await expect(owner.getByTestId('table-task-title')).toHaveText('Login');

  // 1 then 3 is 13, not 1; the guest picks ? by its letter, shown on the card.
  await owner.keyboard.type('13');
  await expect(owner.locator('[data-card="13"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(owner.locator('[data-card="1"]')).toHaveAttribute('aria-pressed', 'false');
  await expect(guest.locator('[data-card="?"]')).toContainText('Q');
  await guest.locator('body').click({ position: { x: 5, y: 5 } });
  await guest.keyboard.press('q');
  await expect(guest.locator('[data-card="?"]')).toHaveAttribute('aria-pressed', 'true');

  // N before the reveal says why it does nothing, in a notice that covers none of the controls.
  await owner.keyboard.press('n');
  const notice = owner.locator('[data-sonner-toast]').filter({ hasText: 'Reveal the cards before' });
  await expect(notice).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath('notice-over-the-table.png') });
  const box = (await notice.boundingBox())!;
  for (const control of [
    owner.getByRole('button', { name: 'Export CSV' }),
    owner.locator('[data-card="0"]'),
    owner.getByRole('button', { name: 'Room menu' }),
  ]) {
    const other = (await control.boundingBox())!;
    const overlaps =
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    expect(overlaps).toBe(false);
  }

  // A guest's R does nothing; the owner's reveals, and N starts round 2.
  await guest.keyboard.press('r');
  await expect(seat(owner, 'Gus Guest')).toHaveAttribute('data-card-state', 'down');
  await owner.keyboard.press('r');
  await expect(seat(guest, 'Kira Keys').locator('[data-card-face="front"]')).toHaveText('13');
  // N once the owner's own table shows the reveal, as a person would: the guest's screen may be first.
  await expect(owner.getByRole('button', { name: 'New round' })).toBeVisible();
  await owner.keyboard.press('n');
  await expect(seat(guest, 'Kira Keys')).toHaveAttribute('data-card-state', 'empty');

  // ? lists every shortcut, including the letters of this deck; Escape closes it.
  await owner.keyboard.press('?');
  const dialog = owner.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toContainText('Reveal the cards');
  await expect(dialog).toContainText('Card ☕');
  await owner.screenshot({ path: testInfo.outputPath('keyboard-shortcuts.png') });
  await owner.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Digits typed into a field stay in the field.
  await owner.getByPlaceholder('Add a task…').fill('');
  await owner.getByPlaceholder('Add a task…').press('5');
  await expect(owner.locator('[data-card="5"]')).toHaveAttribute('aria-pressed', 'false');
});
