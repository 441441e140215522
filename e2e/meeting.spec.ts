import { expect, test } from './support/test';
import { signUp } from './support/accounts';
import { seat, person } from './support/room';

/**
 * A meeting as a team has it: an owner, a teammate made moderator, a guest on a 360 px phone who
 * reloads mid-round and later leaves. Auto-reveal must wait for the guest, and the revealed round
 * must keep the guest's vote after they go.
 */
test('a three-person meeting: a moderator, a reload mid-round, a phone, someone leaving', async ({
  browser,
}, testInfo) => {
  const owner = await person(browser);
  await signUp(owner, 'Olena Owner');
  await owner.goto('/new-game');
  await owner.getByLabel('Room name').fill('Sprint 43');
  await owner.getByLabel('Reveal automatically').click();
  await owner.getByRole('button', { name: 'Create game' }).click();
  await expect(owner).toHaveURL(/\/rooms\/[A-Za-z0-9_-]+$/);
  const link = owner.url();
  for (const title of ['Login', 'Logout', 'Profile']) {
    await owner.getByPlaceholder('Add a task…').fill(title);
    await owner.getByRole('button', { name: 'Add task' }).click();
  }
  // Typed one after another without waiting: none is lost.
  await expect(owner.getByRole('heading', { name: /^Tasks/ })).toContainText('(3)');
  await owner.getByRole('button', { name: /^1\. Login$/ }).click();

  const mark = await person(browser);
  await signUp(mark, 'Mark Mate');
  await mark.goto(link);
  await expect(mark.getByRole('heading', { level: 1, name: 'Sprint 43' })).toBeVisible();

  const guest = await person(browser, 360, 740);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Join “Sprint 43”' })).toBeVisible();
  await guest.getByLabel('Your name').fill('Gaby Guest');
  await guest.getByRole('button', { name: 'Join as guest' }).click();
  await expect(seat(owner, 'Gaby Guest')).toBeVisible();
  await expect(seat(owner, 'Mark Mate')).toBeVisible();

  // The owner makes Mark a moderator; Mark is told who did it.
  await owner.getByRole('button', { name: /^Members:/ }).click();
  await owner.getByRole('button', { name: 'Manage Mark Mate' }).click();
  await owner.getByRole('menuitem', { name: 'Make moderator' }).click();
  await expect(mark.getByText('Olena Owner made you a moderator.')).toBeVisible();
  await owner.keyboard.press('Escape');

  // Everyone on the table is on task 1; the guest reloads before voting while the others vote.
  await expect(guest.getByTestId('table-task-title')).toHaveText('Login');
  await owner.locator('[data-card="5"]').click();
  await guest.reload();
  await mark.locator('[data-card="8"]').click();
  await expect(mark.locator('[data-card="8"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(seat(guest, 'Olena Owner')).toBeVisible();
  // Still face down: a reload never ends a round.
  await expect(owner.getByTestId('results-average')).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'Reveal cards' })).toBeVisible();

  await guest.locator('[data-card="5"]').click();
  for (const page of [owner, mark, guest]) await expect(page.getByTestId('results-average')).toHaveText('6');
  await expect(owner.getByTestId('results-votes')).toHaveText('3');
  // On the phone the hand folds away after the reveal, so the results are not under it; it opens
  // again on request. The room's name is whole in the bar.
  const guestCards = guest.locator('#deck-cards');
  await expect(guestCards).toBeHidden();
  await expect(guest.getByTestId('results-average')).toBeInViewport();
  const title = guest.getByRole('heading', { level: 1, name: 'Sprint 43' });
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await guest.getByRole('button', { name: 'Show cards' }).click();
  await expect(guestCards).toBeVisible();
  await guest.getByRole('button', { name: 'Hide cards' }).click();
  await expect(guestCards).toBeHidden();
  await expect(owner.locator('#deck-cards')).toBeVisible();
  await guest.screenshot({ path: testInfo.outputPath('meeting-guest-360-revealed.png'), fullPage: true });
  await owner.screenshot({ path: testInfo.outputPath('meeting-owner-revealed.png') });

  // The guest leaves; the revealed round keeps their vote and the average, and the two who stay
  // keep their places on the owner's screen, though the guest sat at the end of a side.
  const placeOf = (name: string) =>
    seat(owner, name).evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [Math.round(box.x), Math.round(box.y)];
    });
  const places = [await placeOf('Olena Owner'), await placeOf('Mark Mate')];
  await guest.getByRole('button', { name: 'Room menu' }).click();
  await guest.getByRole('menuitem', { name: 'Leave room' }).click();
  await guest.getByRole('alertdialog').getByRole('button', { name: 'Leave room' }).click();
  await expect(seat(owner, 'Gaby Guest')).toHaveCount(0);
  expect([await placeOf('Olena Owner'), await placeOf('Mark Mate')]).toEqual(places);
  await expect(owner.getByTestId('results-votes')).toHaveText('3');
  await expect(mark.getByTestId('results-average')).toHaveText('6');
  await mark.screenshot({ path: testInfo.outputPath('meeting-moderator-after-leave.png') });
});

test('a removed guest stays out, even with the link, until the owner lets them back in', async ({
  browser,
}) => {
  const owner = await person(browser, 1280, 800);
  await signUp(owner, 'Olena Owner');
  await owner.goto('/new-game');
  await owner.getByLabel('Room name').fill('Sprint 44');
  await owner.getByRole('button', { name: 'Create game' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Sprint 44' })).toBeVisible();
  const link = owner.url();

  const guest = await person(browser, 360, 740);
  await guest.goto(link);
  await guest.getByLabel('Your name').fill('Gaby Guest');
  await guest.getByRole('button', { name: 'Join as guest' }).click();
  await expect(seat(owner, 'Gaby Guest')).toBeVisible();

  await owner.getByRole('button', { name: /^Members:/ }).click();
  await owner.getByRole('button', { name: 'Manage Gaby Guest' }).click();
  await owner.getByRole('menuitem', { name: 'Remove from room' }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Remove from room' }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);
  await expect(seat(owner, 'Gaby Guest')).toHaveCount(0);

  await guest.goto(link);
  await expect(guest.getByRole('alert')).toContainText('A manager removed you from this room');

  await owner.keyboard.press('Escape');
  await expect(owner.getByRole('dialog')).toHaveCount(0);
  await owner.getByRole('button', { name: /^Members:/ }).click();
  await expect(owner.getByRole('list', { name: 'Removed' })).toContainText('Gaby Guest');
  await owner.getByRole('button', { name: 'Let Gaby Guest back in' }).click();
  await expect(owner.getByText('Gaby Guest may join again.')).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Removed' })).toHaveCount(0);

  await guest.getByRole('button', { name: 'Retry' }).click();
  await expect(seat(guest, 'Olena Owner')).toBeVisible();
  await expect(seat(owner, 'Gaby Guest')).toBeVisible();
});
