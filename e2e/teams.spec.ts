import { expect, test } from './support/test';
import { signUp, uniqueEmail } from './support/accounts';
import { mailTo } from './support/mail';
import { person } from './support/room';
import { expectAccessible } from './support/axe';

test('a lead makes a team, invites two people by link, hands over admin and removes one', async ({
  browser,
}, testInfo) => {
  const lead = await person(browser);
  await signUp(lead, 'Lena Lead');
  await lead.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Teams' }).click();
  await expect(lead.getByText('No teams yet')).toBeVisible();
  await lead.getByLabel('Team name').fill('Platform squad');
  await lead.getByText('Violet').click();
  await lead.getByRole('button', { name: 'Create team' }).click();
  await expect(lead.getByRole('heading', { level: 1, name: 'Platform squad' })).toBeVisible();
  await expect(lead.getByText('No link is open: nobody can join until you make one.')).toBeVisible();
  await lead.getByRole('button', { name: 'Make a link' }).click();
  const link = (await lead.getByTestId('team-invite-link').textContent())!;
  expect(link).toMatch(/\/teams\/join\/[A-Za-z0-9_-]{24}$/);
  await expectAccessible(lead, 'team page, admin');

  // Ann follows the link from a phone: she signs up on the way and lands on the invitation.
  const ann = await person(browser, 360, 740);
  await ann.goto(link);
  await expect(ann).toHaveURL(/\/sign-in/);
  await signUp(ann, 'Ann Member');
  await ann.goto(link);
  await expect(ann.getByRole('heading', { name: 'Join “Platform squad”' })).toBeVisible();
  await ann.getByRole('button', { name: 'Join team' }).click();
  await expect(ann.getByRole('heading', { level: 1, name: 'Platform squad' })).toBeVisible();
  await expect(ann.getByText('Ann Member (you)')).toBeVisible();
  // A member sees no link and no settings.
  await expect(ann.getByRole('heading', { name: 'Invitation link' })).toHaveCount(0);
  await ann.screenshot({ path: testInfo.outputPath('team-member-360.png'), fullPage: true });

  const bob = await person(browser);
  await signUp(bob, 'Bob Member');
  await bob.goto(link);
  await bob.getByRole('button', { name: 'Join team' }).click();
  await expect(bob.getByRole('heading', { level: 1, name: 'Platform squad' })).toBeVisible();

  // A guest with the link is told to save their account first.
  const guest = await person(browser);
  await guest.goto('/sign-in');
  await guest.getByLabel('Display name').fill('Gus Guest');
  await guest.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(guest).not.toHaveURL(/\/sign-in/);
  await guest.goto(link);
  await expect(
    guest.getByText('Teams are for accounts. Save your guest account, then open this link again.'),
  ).toBeVisible();

  // The lead hands admin to Ann, and removes Bob; Bob's page says the team is gone for him.
  await lead.reload();
  const row = (name: string) => lead.locator('li[data-team-member]').filter({ hasText: name });
  await row('Ann Member').getByRole('button', { name: 'Make admin' }).click();
  await expect(row('Ann Member')).toContainText('Admin');
  await lead.getByRole('button', { name: 'Remove Bob Member from the team' }).click();
  await lead.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(row('Bob Member')).toHaveCount(0);
  await lead.screenshot({ path: testInfo.outputPath('team-admin-1280.png'), fullPage: true });
  await bob.reload();
  await expect(bob.getByText('This team does not exist, or you are not in it.')).toBeVisible();
  // The team's "New game" link, opened by someone no longer in it, makes an ordinary room.
  await bob.goto(`/new-game?team=${lead.url().split('/teams/')[1]}`);
  await bob.getByLabel('Room name').fill('Bob alone');
  await bob.getByRole('button', { name: 'Create game' }).click();
  await expect(bob.getByRole('heading', { level: 1, name: 'Bob alone' })).toBeVisible();

  // A new link retires the old one.
  await lead.getByRole('button', { name: 'New link' }).click();
  await expect(lead.getByTestId('team-invite-link')).not.toHaveText(link);
  await bob.goto(link);
  await expect(
    bob.getByText('This invitation link does not work any more. Ask a team admin for a new one.'),
  ).toBeVisible();

  // A room and a retro for the team, started from its page: the forms come with the team chosen.
  const teamPage = lead.url();
  await lead
    .getByRole('region', { name: /^Estimation rooms/ })
    .getByRole('link', { name: 'New game' })
    .click();
  await expect(lead.getByLabel('Team').locator('option:checked')).toHaveText('Platform squad');
  await lead.getByLabel('Room name').fill('Sprint 50');
  await lead.getByRole('button', { name: 'Create game' }).click();
  await expect(lead).toHaveURL(/\/rooms\/[A-Za-z0-9_-]+$/);
  await lead.goto(teamPage);
  await lead
    .getByRole('region', { name: /^Retros/ })
    .getByRole('link', { name: 'New retro' })
    .click();
  await expect(lead.getByLabel('Team').locator('option:checked')).toHaveText('Platform squad');
  await lead.getByLabel('Name').fill('Sprint 50 retro');
  await lead.getByRole('button', { name: 'Create retro' }).click();
  await expect(lead).toHaveURL(/\/retro\/[A-Za-z0-9_-]+$/);
  // A room made alone is moved into the team by its owner, from the room list.
  await lead.goto('/new-game');
  await lead.getByLabel('Room name').fill('Spike');
  await lead.getByRole('button', { name: 'Create game' }).click();
  await expect(lead).toHaveURL(/\/rooms\/[A-Za-z0-9_-]+$/);
  await lead.goto('/rooms');
  await lead.getByRole('button', { name: 'More actions for Spike' }).click();
  await lead.getByRole('menuitem', { name: 'Teams…' }).click();
  const move = lead.getByRole('dialog', { name: 'Team of “Spike”' });
  await move.getByLabel('Team').selectOption({ label: 'Platform squad' });
  await move.getByRole('button', { name: 'Save' }).click();
  await expect(lead.getByText('“Spike” moved.')).toBeVisible();

  await ann.goto(teamPage);
  await expect(ann.getByRole('list', { name: 'Estimation rooms' })).toContainText('Spike');
  await expect(ann.getByRole('list', { name: 'Estimation rooms' })).toContainText('Sprint 50');
  await expect(ann.getByText('No open actions from the team’s retros.')).toBeVisible();
  await expect(ann.getByRole('list', { name: 'Retros' })).toContainText('Sprint 50 retro');
  await ann.screenshot({ path: testInfo.outputPath('team-meetings-360.png'), fullPage: true });

  // In Ukrainian and dark, on a phone.
  await ann.emulateMedia({ colorScheme: 'dark' });
  await ann.evaluate(() => localStorage.setItem('estimate.locale', 'uk'));
  await ann.goto('/teams');
  await expect(ann.getByRole('heading', { level: 1, name: 'Команди' })).toBeVisible();
  await expect(ann.getByText('2 учасники')).toBeVisible();
  await ann.screenshot({ path: testInfo.outputPath('teams-uk-dark-360.png'), fullPage: true });
  expect(await ann.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('an admin invites someone by email; the mailed link leads them into the team', async ({ browser }) => {
  const lead = await person(browser);
  await signUp(lead, 'Ema Admin');
  await lead.goto('/teams');
  await lead.getByLabel('Team name').fill('Mailroom');
  await lead.getByRole('button', { name: 'Create team' }).click();
  await expect(lead.getByRole('heading', { level: 1, name: 'Mailroom' })).toBeVisible();
  const address = uniqueEmail('Ivan');
  await lead.getByLabel('Invite by email').fill(address);
  await lead.getByRole('button', { name: 'Send the link' }).click();
  await expect(lead.getByText(`The invitation went to ${address}.`)).toBeVisible();
  // No link was open: sending made one, now shown to the admin.
  const link = (await lead.getByTestId('team-invite-link').textContent())!;
  const mail = await mailTo(address);
  expect(mail).toContain('Ema Admin invites you to the team “Mailroom”');
  expect(mail).toContain(link);

  const invited = await person(browser, 360, 740);
  await signUp(invited, 'Ivan Invited', address);
  await invited.goto(link);
  await invited.getByRole('button', { name: 'Join team' }).click();
  await expect(invited.getByRole('heading', { level: 1, name: 'Mailroom' })).toBeVisible();
});
