import type { Locator, Page } from '@playwright/test';
import { RoomTestUser } from '../src/server/testing/room-client';
import { expect, test } from './support/test';
import { seat } from './support/room';
import { serverUrl } from './support/servers';

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const one = (await a.boundingBox())!;
  const other = (await b.boundingBox())!;
  return (
    one.x < other.x + other.width &&
    other.x < one.x + one.width &&
    one.y < other.y + other.height &&
    other.y < one.y + one.height
  );
}

/** A notice lies over the header bar and nothing people read or click in the room. */
async function expectNoticeOverHeader(page: Page, notice: Locator, readables: Locator[]) {
  await expect(notice).toBeVisible();
  // Sonner slides a notice in: measure where it comes to rest.
  await expect(async () => {
    const box = (await notice.boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height + 1);
  }).toPass();
  for (const readable of readables) expect(await overlaps(notice, readable)).toBe(false);
}

test('a notice on a phone and a desktop covers no seat, task or card', async ({ browser }, testInfo) => {
  const owner = await new RoomTestUser(serverUrl(testInfo.parallelIndex)).signInAsGuest('Olga Owner');
  await owner.connect();
  const roomId = await owner.createRoom({ name: 'Notices' });
  await owner.join(roomId);
  await owner.must(roomId, { type: 'task.add', tasks: [{ title: 'First task' }, { title: 'Second task' }] });

  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 600 });
    const page = await context.newPage();
    await page.goto(`/rooms/${roomId}`);
    await page.getByLabel('Your name').fill(`Guest ${width}`);
    await page.getByRole('button', { name: 'Join as guest' }).click();
    await expect(seat(page, 'Olga Owner')).toBeVisible();
    // On a phone the task list is a drawer: open, as someone following the agenda has it.
    if (width < 600) await page.getByRole('button', { name: 'Tasks: 2' }).click();
    const firstTask = page.getByText('1. First task', { exact: true });
    await expect(firstTask).toBeVisible();

    const guestId = await page.evaluate(async () => {
      const session = (await (await fetch('/api/session')).json()) as { profile: { uid: string } };
      return session.profile.uid;
    });
    await owner.must(roomId, { type: 'member.roles', userId: guestId, roles: ['moderator', 'player'] });
    const notice = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Olga Owner made you a moderator.' });
    await expectNoticeOverHeader(page, notice, [firstTask]);
    if (width >= 600) {
      await expectNoticeOverHeader(page, notice, [
        seat(page, 'Olga Owner'),
        page.locator('[data-card="0"]'),
        page.getByRole('button', { name: 'Room menu' }),
      ]);
    }
    await page.screenshot({ path: testInfo.outputPath(`notice-${width}.png`) });
    await context.close();
  }
});
