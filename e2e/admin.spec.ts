import { expect, test, type Page } from './support/test';
import { adminPage, signIn, signUp } from './support/accounts';
import { TEST_ROOM_INPUT } from '../src/server/testing/room-client';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function findUser(admin: Page, search: string) {
  await admin.goto('/admin/users');
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(search);
  await expect(admin).toHaveURL(new RegExp(`query=${search}`));
  await expect(admin.getByRole('row')).toHaveCount(2);
}

test('an administrator bans a user, who cannot sign in until unbanned', async ({ browser }) => {
  const admin = await adminPage(browser);
  const tag = stamp();
  const name = `Bob ${tag}`;
  const email = `bob-${tag}@example.com`;
  const user = await (await browser.newContext()).newPage();
  await signUp(user, name, email);
  await user.goto('/admin');
  await expect(user.getByRole('heading', { name: 'Not allowed' })).toBeVisible();

  await findUser(admin, tag);
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Ban…' }).click();
  const dialog = admin.getByRole('dialog', { name: `Ban ${name}` });
  await dialog.getByRole('button', { name: 'Ban user' }).click();
  await expect(dialog.getByText('Give a reason for the ban.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Spamming rooms');
  await dialog.getByLabel('In 7 days').check();
  await dialog.getByRole('button', { name: 'Ban user' }).click();
  await expect(admin.getByText(`${name} is banned.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('row', { name: new RegExp(name) }).getByText(/Banned until/)).toBeVisible();

  // The ban ended the user's session: the next page load finds them signed out.
  await user.goto('/dashboard');
  await expect(user).toHaveURL(/\/sign-in/);
  await signIn(user, email);
  await expect(user.getByText(/This account has been blocked/).first()).toBeVisible();
  await expect(user).toHaveURL(/\/sign-in/);

  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Unban' }).click();
  await expect(admin.getByText(`${name} can sign in again.`)).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(name) }).getByText(/Banned/)).toHaveCount(0);

  await signIn(user, email);
  await expect(user).toHaveURL(/\/dashboard$/);
});

test('an administrator sorts users, promotes one and deletes another after confirming', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const tag = stamp();
  for (const first of ['Zed', 'Amy']) {
    const page = await (await browser.newContext()).newPage();
    await signUp(page, `${first} ${tag}`, `${first.toLowerCase()}-${tag}@example.com`);
  }
  await admin.goto('/admin/users');
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(tag);
  await expect(admin).toHaveURL(new RegExp(`query=${tag}`));
  await expect(admin.getByRole('row')).toHaveCount(3);
  const nameHeader = admin.getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(admin.getByRole('row').nth(1)).toContainText(`Amy ${tag}`);
  await nameHeader.getByRole('button').press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(admin.getByRole('row').nth(1)).toContainText(`Zed ${tag}`);

  // On a phone the table scrolls sideways, and each row's actions stay in view at its right edge.
  await admin.setViewportSize({ width: 360, height: 740 });
  const phoneActions = await admin.getByRole('button', { name: `Actions for Amy ${tag}` }).boundingBox();
  expect(phoneActions!.x + phoneActions!.width).toBeLessThanOrEqual(360);
  await admin.screenshot({ path: test.info().outputPath('users-phone.png') });
  await admin.setViewportSize({ width: 1280, height: 720 });

  await admin.getByRole('button', { name: `Actions for Amy ${tag}` }).click();
  await admin.getByRole('menuitem', { name: 'Make administrator' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Make administrator' }).click();
  await expect(admin.getByText(`Amy ${tag} is now an administrator.`)).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(`Amy ${tag}`) })).toContainText('Administrator');

  await admin.getByRole('button', { name: `Actions for Zed ${tag}` }).click();
  await admin.getByRole('menuitem', { name: 'Delete account…' }).click();
  const confirm = admin.getByRole('alertdialog', { name: `Delete the account of Zed ${tag}?` });
  await expect(confirm).toContainText('leaves every room they joined');
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(admin.getByText(`The account of Zed ${tag} was deleted.`)).toBeVisible();
  await expect(admin.getByRole('row')).toHaveCount(2);
});

test('the overview shows figures and the inbox resolves feedback', async ({ browser }) => {
  const admin = await adminPage(browser);
  const tag = stamp();
  const sent = await admin.request.post('/api/system/feedback', {
    data: {
      name: 'Fay',
      email: 'fay@example.com',
      category: 'idea',
      message: `Please add dark cards ${tag}`,
    },
  });
  expect(sent.ok()).toBe(true);

  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Online now' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Sign-ups per day' })).toBeVisible();
  await admin.getByRole('link', { name: /Feedback waiting/ }).click();

  await expect(admin).toHaveURL(/\/admin\/feedback\?status=new/);
  const item = admin.getByRole('article').filter({ hasText: tag });
  await expect(item).toContainText('Idea');
  await item.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(admin.getByText('Marked as resolved.')).toBeVisible();
  await expect(admin.getByRole('article').filter({ hasText: tag })).toHaveCount(0);
  await admin.getByRole('button', { name: /^Resolved/ }).click();
  await expect(admin.getByRole('article').filter({ hasText: tag })).toBeVisible();
});

test('an administrator deletes a team after confirming, and its room stays with its owner', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const name = `Squad ${stamp()}`;
  const made = await admin.request.post('/api/teams', { data: { name } });
  expect(made.ok()).toBe(true);
  const { id: teamId } = (await made.json()) as { id: string };
  const room = await admin.request.post('/api/rooms', {
    data: { ...TEST_ROOM_INPUT, name: 'Kept room', teamId },
  });
  expect(room.ok(), await room.text()).toBe(true);

  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Teams' })
    .click();
  const row = admin.getByRole('list', { name: 'Teams' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Members: 1 · Rooms: 1 · Retros: 0');
  await row.getByRole('button', { name: `Delete the team “${name}”` }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(confirm).toContainText('stay with their owners');
  await confirm.getByRole('button', { name: 'Delete team' }).click();
  await expect(admin.getByText(`“${name}” deleted.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const rooms = (await (await admin.request.get('/api/rooms')).json()) as unknown;
  expect(JSON.stringify(rooms)).toContain('Kept room');
});
