import { expect, test, type Page } from './support/test';
import { presetVotingSystem } from '../src/shared/domain/decks';
import { PASSWORD, signIn, signUp } from './support/accounts';

/** Rooms are made through the API with the page's own session, as the new-game page would. */
async function createRoom(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/rooms', {
    data: {
      name,
      votingSystem: presetVotingSystem('fibonacci'),
      disableVotingAfterReveal: false,
      autoReveal: false,
      flyingEmojis: true,
      asynchronousVoting: false,
      creatorVotes: true,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A small PNG drawn by the browser itself, so the test needs no fixture file. */
async function pngFromCanvas(page: Page): Promise<Buffer> {
  // A string, so this Node-side file needs no DOM types.
  const dataUrl = await page.evaluate<string>(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d');
    context.fillStyle = '#2f9e62';
    context.fillRect(0, 0, 120, 80);
    context.fillStyle = '#ffffff';
    context.fillRect(30, 20, 60, 40);
    return canvas.toDataURL('image/png');
  })()`);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a new user is told what to do first, then stars and manages rooms', async ({ page }) => {
  await signUp(page, 'Dana Home');
  await expect(page.getByRole('heading', { name: 'Start your first estimation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New game' }).first()).toBeVisible();

  await createRoom(page, 'Alpha planning');
  await createRoom(page, 'Beta planning');
  await page.reload();
  const recent = page.getByRole('region', { name: 'Recent rooms' });
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Tasks estimated')).toBeVisible();

  const star = recent.getByRole('button', { name: 'Add Alpha planning to favourites' });
  await star.click();
  const unstar = recent.getByRole('button', { name: 'Remove Alpha planning from favourites' });
  await expect(unstar).toHaveAttribute('aria-pressed', 'true');
  await expect(recent.getByRole('listitem').first()).toContainText('Alpha planning');
  await page.reload();
  await expect(unstar).toHaveAttribute('aria-pressed', 'true');
  await expect(recent.getByRole('listitem').first()).toContainText('Alpha planning');

  // A refused save puts the star back and says so.
  await page.route('**/api/rooms/*/favorite', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Something went wrong on the server' } }),
  );
  await recent.getByRole('button', { name: 'Add Beta planning to favourites' }).click();
  await expect(page.getByText('The favourite could not be saved. Please try again.')).toBeVisible();
  await expect(recent.getByRole('button', { name: 'Add Beta planning to favourites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.unroute('**/api/rooms/*/favorite');

  await page.goto('/rooms');
  await page.getByRole('searchbox', { name: 'Search rooms' }).fill('beta');
  const list = page.getByRole('list', { name: 'Rooms' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'More actions for Beta planning' }).click();
  await page.getByRole('menuitem', { name: 'Delete room' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete “Beta planning”?' });
  await expect(dialog).toContainText('deleted for everyone');
  await dialog.getByRole('button', { name: 'Delete room' }).click();
  await expect(page.getByText('“Beta planning” was deleted.')).toBeVisible();
  await expect(page.getByText('No room matches your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('the profile saves the name, the volume and a photo', async ({ page }) => {
  await signUp(page, 'Pat Profile');
  await page.goto('/profile');
  await expect(page.getByText(/^pat-\d+-\d+@example\.com$/)).toBeVisible();

  const name = page.getByLabel('Display name');
  await name.fill('');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await name.fill('Patricia Profile');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Patricia Profile' })).toBeVisible();

  const volume = page.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveValue('50');
  await volume.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(volume).toHaveValue('60');
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play test sound' })).toBeEnabled();
  await page.getByRole('button', { name: 'Play test sound' }).click();

  await page.locator('#avatar-file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await pngFromCanvas(page),
  });
  await expect(page.getByText('Photo updated')).toBeVisible();
  const headerPhoto = page.getByRole('button', { name: 'Account menu for Patricia Profile' }).locator('img');
  await expect(headerPhoto).toHaveAttribute('src', /\/api\/avatars\/.+\?v=/);
  await expect
    .poll(() => headerPhoto.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(80);

  await page.locator('#avatar-file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Pick a PNG, JPEG, WebP or GIF image.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Patricia Profile');
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveValue('60');
  await page.getByRole('button', { name: 'Use initials' }).click();
  await expect(page.getByText('Photo removed: your initials are shown instead')).toBeVisible();
  await expect(headerPhoto).toHaveCount(0);
});

test('the profile changes the password: checked in the browser, then by the server', async ({ page }) => {
  const email = await signUp(page, 'Paul Password');
  await page.goto('/profile');
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const repeat = page.getByLabel('Repeat new password');
  const change = page.getByRole('button', { name: 'Change password' });

  await change.click();
  await expect(page.getByText('Enter your current password.')).toBeVisible();
  await current.fill(PASSWORD);
  await next.fill('short');
  await change.click();
  await expect(page.getByText(/^Use at least \d+ characters\.$/)).toBeVisible();
  await expect(next).toBeFocused();
  await next.fill('a-new-long-password');
  await repeat.fill('a-new-long-passw0rd');
  await change.click();
  await expect(page.getByText('The two new passwords do not match.')).toBeVisible();
  await current.fill('not-the-password');
  await repeat.fill('a-new-long-password');
  await change.click();
  await expect(page.getByText('Your current password is not right.')).toBeVisible();
  await current.fill(PASSWORD);
  await change.click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, email, 'a-new-long-password');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the language follows the profile, on this device and the next', async ({ page, browser }) => {
  const email = await signUp(page, 'Uliana Lang');
  await page.goto('/profile');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('uk');
  await expect(page.getByRole('heading', { level: 1, name: 'Профіль' })).toBeVisible();
  await expect(page.getByText('Налаштування збережено')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Почніть першу оцінку' })).toBeVisible();

  // Another browser, set to English: signing in brings the profile's Ukrainian with it.
  const other = await browser.newContext({ locale: 'en-US' });
  const second = await other.newPage();
  await signIn(second, email);
  await expect(second.getByRole('heading', { level: 1, name: 'Вітаємо, Uliana Lang' })).toBeVisible();

  // Switching in the header is remembered by the profile too.
  await second.getByRole('button', { name: 'EN English' }).click();
  // A new account is welcomed, not welcomed back.
  await expect(second.getByRole('heading', { level: 1, name: 'Welcome, Uliana Lang' })).toBeVisible();
  await expect
    .poll(
      async () => ((await (await second.request.get('/api/profile')).json()) as { locale: string }).locale,
    )
    .toBe('en');
  await other.close();
});

test('feedback: checked in the browser, stored by the server, prefilled for members', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Write at least 10 characters.')).toBeVisible();

  await page.getByLabel('Your name').fill('Vera Visitor');
  await page.getByLabel('Email').fill('vera@example.com');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('idea');
  await page.getByRole('textbox', { name: 'Message' }).fill('A coffee-break card would be lovely.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message was sent')).toBeVisible();
  await expect(page.getByText(/answer at vera@example\.com/)).toBeVisible();

  const email = await signUp(page, 'Max Member');
  await page.goto('/contact-us');
  await expect(page.getByLabel('Your name')).toHaveValue('Max Member');
  await expect(page.getByLabel('Email')).toHaveValue(email);
});
