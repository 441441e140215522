import { expect, test } from './support/test';
import { signUp } from './support/accounts';
import { person, seat } from './support/room';

test('a team room keeps strangers and guests out until its owner opens it, and closes it live', async ({
  browser,
}, testInfo) => {
  // A lead with a team of one other person, and a room made for the team.
  const lead = await person(browser);
  await signUp(lead, 'Lena Lead');
  await lead.goto('/teams');
  await lead.getByLabel('Team name').fill('Core');
  await lead.getByRole('button', { name: 'Create team' }).click();
  await expect(lead.getByRole('heading', { level: 1, name: 'Core' })).toBeVisible();
  await lead.getByRole('button', { name: 'Make a link' }).click();
  const invite = (await lead.getByTestId('team-invite-link').textContent())!;
  await lead
    .getByRole('region', { name: /^Estimation rooms/ })
    .getByRole('link', { name: 'New game' })
    .click();
  await lead.getByLabel('Room name').fill('Sprint 60');
  await lead.getByRole('button', { name: 'Create game' }).click();
  await expect(lead.getByRole('heading', { level: 1, name: 'Sprint 60' })).toBeVisible();
  const room = lead.url();

  const ann = await person(browser, 360, 740);
  await signUp(ann, 'Ann Member');
  await ann.goto(invite);
  await ann.getByRole('button', { name: 'Join team' }).click();
  await expect(ann.getByRole('heading', { level: 1, name: 'Core' })).toBeVisible();
  await ann.goto(room);
  await expect(seat(ann, 'Lena Lead')).toBeVisible();

  // Someone with an account who is not in the team, and a guest, are told why and what to do.
  const sam = await person(browser);
  await signUp(sam, 'Sam Stranger');
  await sam.goto(room);
  await expect(sam.getByRole('alert')).toContainText(
    'This room is only for its team’s members. Ask a team admin to add you',
  );
  const gus = await person(browser, 360, 740);
  await gus.goto(room);
  await gus.getByLabel('Your name').fill('Gus Guest');
  await gus.getByRole('button', { name: 'Join as guest' }).click();
  await expect(gus.getByRole('alert')).toContainText('This room is only for people with an account');
  await expect(gus.getByRole('alert').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await gus.screenshot({ path: testInfo.outputPath('guest-refused-360.png') });

  // The lead opens the room to anyone with the link: both come in.
  await lead.getByRole('button', { name: 'Room menu' }).click();
  await lead.getByRole('menuitem', { name: 'Who may enter…' }).click();
  const dialog = lead.getByRole('dialog', { name: 'Who may enter' });
  await expect(dialog.getByRole('radio', { name: /Team members only/ })).toBeChecked();
  await dialog.getByText('Anyone with the link').click();
  await lead.screenshot({ path: testInfo.outputPath('access-dialog-1280.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(lead.getByText('Saved: who may enter has changed.')).toBeVisible();
  await sam.getByRole('button', { name: 'Retry' }).click();
  await gus.getByRole('button', { name: 'Retry' }).click();
  await expect(seat(lead, 'Sam Stranger')).toBeVisible();
  await expect(seat(lead, 'Gus Guest')).toBeVisible();

  // Closed to the team again: the stranger and the guest leave at once, told why; Ann stays.
  await lead.getByRole('button', { name: 'Room menu' }).click();
  await lead.getByRole('menuitem', { name: 'Who may enter…' }).click();
  await dialog.getByText('Team members only').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const page of [sam, gus]) {
    await expect(
      page.getByText('Who may enter this room has changed, and you are no longer among them.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await expect(seat(lead, 'Sam Stranger')).toHaveCount(0);
  await expect(seat(lead, 'Gus Guest')).toHaveCount(0);
  await expect(seat(ann, 'Lena Lead')).toBeVisible();
  await expect(seat(lead, 'Ann Member')).toBeVisible();
  await sam.goto(room);
  await expect(sam.getByRole('alert')).toContainText('Ask a team admin to add you');

  // Removed from the team on its page, Ann is sent out of the team's room on her phone at once.
  const roomTab = await lead.context().newPage();
  await roomTab.goto(invite.replace(/\/teams\/join\/.*$/, '/teams'));
  await roomTab.getByRole('link', { name: /Core/ }).click();
  await roomTab.getByRole('button', { name: 'Remove Ann Member from the team' }).click();
  await roomTab.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(
    ann.getByText('Who may enter this room has changed, and you are no longer among them.'),
  ).toBeVisible();
  await expect(ann).toHaveURL(/\/dashboard$/);
  await expect(seat(lead, 'Ann Member')).toHaveCount(0);
});

test('a passcode on a room: a guest on a phone is asked for it, and is let in once it is right', async ({
  browser,
}, testInfo) => {
  const owner = await person(browser);
  await signUp(owner, 'Oksana Owner');
  await owner.goto('/new-game');
  await owner.getByLabel('Room name').fill('Board meeting');
  await owner.getByRole('button', { name: 'Create game' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Board meeting' })).toBeVisible();
  await owner.getByRole('button', { name: 'Room menu' }).click();
  await owner.getByRole('menuitem', { name: 'Who may enter…' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Who may enter' });
  await dialog.getByLabel('Passcode (optional)').fill('abc');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A passcode is at least 4 characters.')).toBeVisible();
  await dialog.getByLabel('Passcode (optional)').fill('blue-otter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Saved: who may enter has changed.').first()).toBeVisible();

  const guest = await person(browser, 360, 740);
  await guest.goto(owner.url());
  await guest.getByLabel('Your name').fill('Pat Guest');
  await guest.getByRole('button', { name: 'Join as guest' }).click();
  await expect(guest.getByRole('alert')).toContainText(
    'This room asks for a passcode. Ask its owner for it.',
  );
  await guest.screenshot({ path: testInfo.outputPath('passcode-360.png') });
  await guest.getByLabel('Passcode').fill('red-otter');
  await guest.getByRole('button', { name: 'Enter' }).click();
  await expect(guest.getByRole('alert')).toContainText('That is not the passcode');
  await guest.getByLabel('Passcode').fill('blue-otter');
  await guest.getByRole('button', { name: 'Enter' }).click();
  await expect(seat(owner, 'Pat Guest')).toBeVisible();
  await expect(seat(guest, 'Oksana Owner')).toBeVisible();

  // Once in, a reload needs no passcode.
  await guest.reload();
  await expect(seat(guest, 'Oksana Owner')).toBeVisible();
});

test('a new link: the old one turns newcomers away, the copied new one lets them in', async ({ browser }) => {
  const owner = await person(browser);
  await signUp(owner, 'Nadia Owner');
  await owner.goto('/new-game');
  await owner.getByLabel('Room name').fill('Planning');
  await owner.getByRole('button', { name: 'Create game' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  const oldLink = owner.url();

  await owner.getByRole('button', { name: 'Room menu' }).click();
  await owner.getByRole('menuitem', { name: 'Who may enter…' }).click();
  await owner
    .getByRole('dialog', { name: 'Who may enter' })
    .getByRole('button', { name: 'New link' })
    .click();
  await expect(owner.getByText('New link made. Copy it with Copy link.')).toBeVisible();
  await owner.keyboard.press('Escape');
  await owner.getByRole('button', { name: 'Copy link' }).first().click();
  const newLink = await owner
    .locator('[data-sonner-toast]')
    .filter({ hasText: /\?k=/ })
    .getByText(/\/rooms\/.*\?k=/)
    .textContent();
  expect(newLink).toMatch(/\/rooms\/[\w-]+\?k=[\w-]{16}$/);

  const guest = await person(browser, 360, 740);
  await guest.goto(oldLink);
  await guest.getByLabel('Your name').fill('Lea Late');
  await guest.getByRole('button', { name: 'Join as guest' }).click();
  await expect(guest.getByRole('alert')).toContainText(
    'This link no longer works: the owner made a new one.',
  );
  await guest.goto(newLink!);
  await expect(seat(guest, 'Nadia Owner')).toBeVisible();
  await expect(seat(owner, 'Lea Late')).toBeVisible();
});
