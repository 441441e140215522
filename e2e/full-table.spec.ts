import type { Locator, Page } from '@playwright/test';
import { RoomTestUser } from '../src/server/testing/room-client';
import { expect, test } from './support/test';
import { signUp } from './support/accounts';
import { person, seat } from './support/room';
import { serverUrl } from './support/servers';

/** 21 people who join over the real protocol, named as a real team is: alike and some long. */
const NAMES = [
  'Oleksandr Petrenko',
  'Oleksandra Petrenko',
  'Bot 01',
  'Bot 02',
  'Bot 03',
  'Bot 04',
  'Bot 05',
  'Bot 06',
  'Maximilian Featherstone',
  'Anna-Maria Schmidt-Lee',
  'Jo',
  'Li Wei',
  'Priya Raghunathan',
  'Sam Smith',
  'Sam Smithers',
  'Kateryna Bondarenko',
  'Kateryna Bondar',
  'Tomasz Wiśniewski',
  'Ngozi Okonkwo-Adeyemi',
  'Ian',
  'Zoë Laurent',
];

/** Where each person at the table (not beside it) sits on the screen, by user id. */
async function seatBoxes(page: Page): Promise<Map<string, { x: number; y: number }>> {
  const boxes = await page.locator('[data-table-side] li[data-seat-user]').evaluateAll((seats) =>
    seats.map((element) => {
      const box = element.getBoundingClientRect();
      return [
        element.getAttribute('data-seat-user') ?? '',
        { x: Math.round(box.x), y: Math.round(box.y) },
      ] as const;
    }),
  );
  return new Map(boxes);
}

/** The names under the seats that are cut off (their text does not fit the space shown). */
function clippedNames(names: Locator): Promise<string[]> {
  return names.evaluateAll((elements) =>
    elements
      .filter(
        (element) =>
          element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => element.textContent ?? ''),
  );
}

test('a full table: 22 people tell each other apart, and seats stay put when one leaves', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await person(browser);
  await signUp(owner, 'Olena Kovalenko');
  await owner.goto('/new-game');
  await owner.getByLabel('Room name').fill('Big planning');
  await owner.getByRole('button', { name: 'Create game' }).click();
  await expect(owner).toHaveURL(/\/rooms\/[A-Za-z0-9_-]+$/);
  const roomId = owner.url().split('/rooms/')[1] ?? '';

  const bots: RoomTestUser[] = [];
  for (const name of NAMES) {
    const bot = await new RoomTestUser(serverUrl(testInfo.parallelIndex)).signInAsGuest(name);
    await bot.connect();
    await bot.join(roomId);
    bots.push(bot);
  }
  await expect(owner.getByRole('heading', { name: 'More players (4)' })).toBeVisible();
  await expect(owner.locator('li[data-seat-user]')).toHaveCount(22);

  // At 1280 px every name is read in full, at the table and beside it.
  const ownerNames = owner.locator('[data-seat-name]');
  await expect(ownerNames).toHaveCount(22);
  expect(await clippedNames(ownerNames)).toEqual([]);
  await owner.screenshot({ path: testInfo.outputPath('full-table-1280.png'), fullPage: true });

  // On a phone the look-alike names still differ, and a long one is given in full on a tap.
  const phone = await (
    await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
  ).newPage();
  await phone.goto(`/rooms/${roomId}`);
  await phone.getByLabel('Your name').fill('Pat Phone');
  await phone.getByRole('button', { name: 'Join as guest' }).click();
  await expect(phone.locator('li[data-seat-user]')).toHaveCount(23);
  const phoneNames = phone.locator('[data-seat-name]');
  const bots0x = NAMES.filter((name) => name.startsWith('Bot'));
  const clippedOnPhone = await clippedNames(phoneNames);
  for (const name of bots0x) expect(clippedOnPhone).not.toContain(name);
  await phone.screenshot({ path: testInfo.outputPath('full-table-360.png'), fullPage: true });
  const longName = 'Maximilian Featherstone';
  await seat(phone, longName).getByRole('button').first().tap();
  await expect(phone.getByRole('dialog').getByText(longName, { exact: true })).toBeVisible();
  await phone.keyboard.press('Escape');

  // One leaves: everyone else keeps their place, and a newcomer takes the empty seat.
  const leaver = bots[2]!;
  const before = await seatBoxes(owner);
  leaver.socket.disconnect();
  await expect(owner.locator(`li[data-seat-user="${leaver.userId}"]`)).toHaveCount(0);
  const after = await seatBoxes(owner);
  const moved = [...after].filter(([userId, box]) => {
    const was = before.get(userId);
    return was && (was.x !== box.x || was.y !== box.y);
  });
  expect(moved.map(([userId]) => bots.find((bot) => bot.userId === userId)?.displayName ?? userId)).toEqual(
    [],
  );
  // The first of the four beside the table moves up into the empty seat.
  const waiting = bots[17]!;
  await expect(owner.locator(`li[data-seat-user="${waiting.userId}"]`)).toHaveCount(1);
  expect((await seatBoxes(owner)).get(waiting.userId)).toEqual(before.get(leaver.userId));
  await owner.screenshot({ path: testInfo.outputPath('full-table-after-leave.png'), fullPage: true });

  await Promise.all(bots.map((bot) => bot.socket.connected && bot.socket.disconnect()));
});
