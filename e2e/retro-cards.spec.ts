import { expect, test, type Page } from './support/test';
import { signUp } from './support/accounts';
import { person } from './support/room';

const column = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const card = (page: Page, text: string) => page.locator('li[data-card-id]').filter({ hasText: text });

test('after the reveal an author corrects their card and the facilitator removes one', async ({
  browser,
}, testInfo) => {
  const owner = await person(browser);
  await signUp(owner, 'Fiona Facilitator');
  await owner.goto('/new-retro');
  await owner.getByLabel('Name').fill('Cards retro');
  await owner.getByRole('button', { name: 'Create retro' }).click();
  await expect(owner).toHaveURL(/\/retro\/[A-Za-z0-9_-]+$/);

  const guest = await person(browser, 360, 740);
  await guest.goto(owner.url());
  await guest.getByLabel('Your name').fill('Gaby Guest');
  await guest.getByRole('button', { name: 'Join as guest' }).click();
  const improve = column(guest, 'To improve');
  for (const text of ['Deploys are slwo', 'Off-topic joke']) {
    await improve.getByLabel('Add a card').fill(text);
    await improve.getByRole('button', { name: 'Add a card' }).click();
    await expect(card(guest, text)).toBeVisible();
  }

  await owner.getByRole('button', { name: 'Next: Reveal' }).click();
  await expect(card(owner, 'Deploys are slwo')).toBeVisible();
  // The author fixes the typo on the phone; everyone sees the fix.
  await card(guest, 'Deploys are slwo').getByRole('button', { name: 'Edit card' }).click();
  await guest.getByLabel('Edit your card').fill('Deploys are slow');
  await guest.getByLabel('Edit your card').press('Enter');
  await expect(card(owner, 'Deploys are slow')).toBeVisible();
  await expect(owner.getByText('Deploys are slwo')).toHaveCount(0);
  // Someone else's card: the facilitator may remove it, after saying so; nobody else may edit it.
  await expect(card(owner, 'Deploys are slow').getByRole('button', { name: 'Edit card' })).toHaveCount(0);
  await card(owner, 'Off-topic joke').getByRole('button', { name: 'Remove card' }).click();
  const confirm = owner.getByRole('alertdialog', { name: 'Remove this card?' });
  await expect(confirm).toContainText('“Off-topic joke” goes from the board for everyone.');
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(card(guest, 'Off-topic joke')).toHaveCount(0);
  await expect(card(owner, 'Off-topic joke')).toHaveCount(0);
  await guest.screenshot({ path: testInfo.outputPath('retro-corrected-360.png') });

  // Once voting starts the cards are final.
  await owner.getByRole('button', { name: 'Next: Group' }).click();
  await owner.getByRole('button', { name: 'Next: Vote' }).click();
  await expect(guest.getByRole('button', { name: 'Give a dot to “Deploys are slow”' })).toBeVisible();
  await expect(card(guest, 'Deploys are slow').getByRole('button', { name: 'Edit card' })).toHaveCount(0);
  await expect(card(guest, 'Deploys are slow').getByRole('button', { name: 'Delete card' })).toHaveCount(0);
});

test('on a phone with a slow connection, the next card can be typed while the last is sent', async ({
  browser,
}, testInfo) => {
  const page = await person(browser, 360, 740);
  await signUp(page, 'Quinn Quick');
  await page.goto('/new-retro');
  await page.getByLabel('Name').fill('Typing retro');
  await page.getByRole('button', { name: 'Create retro' }).click();
  await expect(page).toHaveURL(/\/retro\//);
  // Everything the server says on the live socket arrives 300 ms late.
  await page.routeWebSocket(/socket\.io/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => setTimeout(() => ws.send(message), 300));
  });
  await page.reload();
  const wentWell = column(page, 'Went well');
  await wentWell.getByRole('textbox').click();
  // Enter, then straight on with the next card, before the server has answered the first: the
  // field used to empty on that answer, taking the next card's first letters with it.
  for (const [first, next] of [
    ['Fast releases', 'Pairing on reviews'],
    ['Good demos', 'Short standups'],
  ]) {
    await page.keyboard.type(first!);
    await page.keyboard.press('Enter');
    await page.keyboard.type(next!, { delay: 15 });
    await page.keyboard.press('Enter');
  }
  await expect(wentWell.locator('li[data-card-id]')).toHaveCount(4);
  await expect(wentWell.locator('li[data-card-id]')).toContainText([
    'Fast releases',
    'Pairing on reviews',
    'Good demos',
    'Short standups',
  ]);
  await expect(wentWell.getByRole('textbox')).toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath('retro-typing-slow-360.png'), fullPage: true });
});
