import { expect, test } from './support/test';
import { adminPage, signIn, signUp, uniqueEmail } from './support/accounts';
import { mailTo } from './support/mail';

test('a forgotten password: a link by email, a new password, and in with it', async ({ page }, testInfo) => {
  const email = uniqueEmail('Fran');
  await signUp(page, 'Fran Forgetful', email);
  await page.context().clearCookies();

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a link is on its way' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('forgot-password-sent.png') });

  const mail = await mailTo(email);
  const link = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel('Password').fill('a-new-secret');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText('Your password is changed')).toBeVisible();

  await signIn(page, email, 'a-new-secret');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an administrator makes a one-time reset link, and it works once', async ({ browser }) => {
  const user = await (await browser.newContext()).newPage();
  const email = uniqueEmail('Lou');
  await signUp(user, 'Lou Lockedout', email);
  await user.context().clearCookies();

  const admin = await adminPage(browser);
  await admin.goto('/admin/users');
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(admin.getByRole('row')).toHaveCount(2);
  await admin.getByRole('button', { name: 'Actions for Lou Lockedout' }).click();
  await admin.getByRole('menuitem', { name: 'Make a password reset link…' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Password reset link for Lou Lockedout' });
  const field = dialog.getByRole('textbox', { name: 'Reset link' });
  await expect(field).toHaveValue(/\/reset-password\?token=/);
  const link = await field.inputValue();

  await user.goto(link);
  await user.getByLabel('Password').fill('set-by-admin-link');
  await user.getByRole('button', { name: 'Save the new password' }).click();
  await expect(user).toHaveURL(/\/sign-in$/);
  await signIn(user, email, 'set-by-admin-link');
  await expect(user).toHaveURL(/\/dashboard$/);

  // Used once, the link says so.
  await user.context().clearCookies();
  await user.goto(link);
  await user.getByLabel('Password').fill('second-try-pass');
  await user.getByRole('button', { name: 'Save the new password' }).click();
  await expect(user.getByText('This reset link has expired or was already used').first()).toBeVisible();
});

test('a guest is offered to save their account, and keeps their rooms', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Display name').fill('Gwen Guest');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/new-game');
  await page.getByLabel('Room name').fill('Guest room');
  await page.getByRole('button', { name: 'Create game' }).click();
  await expect(page).toHaveURL(/\/rooms\/[A-Za-z0-9_-]+$/);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Save your account' })).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Save your account' }).click();
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fdashboard$/);
  await page.getByLabel('Name', { exact: true }).fill('Gwen Saved');
  await page.getByLabel('Email').fill(uniqueEmail('Gwen'));
  await page.getByLabel('Password').fill('correct-horse');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Save your account' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Guest room');
});
