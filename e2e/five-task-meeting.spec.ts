import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { signUp } from './support/accounts';
import { seat, person } from './support/room';

const TASKS = ['Login form', 'Password reset', 'Profile photo', 'Room list', 'CSV export'];
/** What the owner, the moderator and the guest vote on each task (the guest has left by the last). */
const VOTES: [string, string, string?][] = [
  ['3', '5', '5'],
  ['8', '8', '8'],
  ['2', '3', '13'],
  ['5', '?', '5'],
  ['1', '2'],
];

/**
 * The meeting the issue describes: five tasks, an owner, a moderator, a guest by link on a phone and
 * a viewer on a phone. One task is voted twice; the guest leaves before the end; the export keeps
 * every round and every person.
 */
test('a five-task meeting with four people, two of them on phones', async ({ browser }, testInfo) => {
  // Four people through five tasks take a minute on a quiet machine; a loaded one needs more.
  test.setTimeout(150_000);
  const shot = (page: Page, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  const owner = await person(browser);
  await signUp(owner, 'Olga Owner');
  await owner.goto('/new-game');
  await owner.getByLabel('Room name').fill('Sprint 45');
  await owner.getByRole('button', { name: 'Create game' }).click();
  await expect(owner).toHaveURL(/\/rooms\/[A-Za-z0-9_-]+$/);
  const link = owner.url();
  await owner.getByRole('button', { name: 'Paste a list' }).click();
  await owner.getByLabel('Tasks, one per line').fill(TASKS.map((task) => `- ${task}`).join('\n'));
  await owner.getByRole('button', { name: 'Add 5 tasks' }).click();
  await expect(owner.getByRole('heading', { name: /^Tasks/ })).toContainText('(5)');

  const mod = await person(browser);
  await signUp(mod, 'Mona Moderator');
  await mod.goto(link);
  const guest = await person(browser, 360, 740);
  await guest.goto(link);
  await guest.getByLabel('Your name').fill('Gabe Guest');
  await guest.getByRole('button', { name: 'Join as guest' }).click();
  const viewer = await person(browser, 360, 740);
  await signUp(viewer, 'Vera Viewer');
  await viewer.goto(link);
  await expect(seat(owner, 'Vera Viewer')).toBeVisible();

  // Roles: Mona runs the round with the owner; Vera is made a viewer and cannot sit down herself.
  await owner.getByRole('button', { name: /^Members:/ }).click();
  await owner.getByRole('button', { name: 'Manage Mona Moderator' }).click();
  await owner.getByRole('menuitem', { name: 'Make moderator' }).click();
  await owner.getByRole('button', { name: 'Manage Vera Viewer' }).click();
  await owner.getByRole('menuitem', { name: 'Make viewer' }).click();
  await owner.keyboard.press('Escape');
  await expect(mod.getByText('Olga Owner made you a moderator.')).toBeVisible();
  await expect(
    viewer.getByText('A moderator made you a viewer. Ask them if you want to vote.'),
  ).toBeVisible();
  await expect(
    viewer.getByRole('group', { name: 'Your seat' }).getByRole('button', { name: 'Vote' }),
  ).toBeDisabled();

  const voteRound = async (votes: readonly [Page, string][]) => {
    for (const [page, card] of votes) await page.locator(`[data-card="${card}"]`).click();
    await expect(mod.getByText('Everyone has voted')).toBeVisible();
    await mod.getByRole('button', { name: 'Reveal cards' }).click();
    await expect(viewer.getByTestId('results-basis')).toBeVisible();
  };

  await owner.getByRole('button', { name: /^1\. Login form$/ }).click();
  for (const [index, title] of TASKS.entries()) {
    for (const page of [owner, mod, viewer])
      await expect(page.getByTestId('table-task-title')).toHaveText(title);
    const [own, moderator, guestVote] = VOTES[index]!;
    if (index === 0) await shot(viewer, 'meeting5-viewer-phone');
    // The guest left before the last task; the two left vote on it.
    await voteRound(
      guestVote
        ? [
            [owner, own],
            [mod, moderator],
            [guest, guestVote],
          ]
        : [
            [owner, own],
            [mod, moderator],
          ],
    );
    if (index === 2) {
      // Spread 2–13: the team talks and votes again; round 1 stays in the history.
      await shot(guest, 'meeting5-guest-phone-revealed');
      await mod.keyboard.press('n');
      await voteRound([
        [owner, '5'],
        [mod, '5'],
        [guest, '8'],
      ]);
      await expect(owner.getByText('Earlier rounds (1)')).toBeVisible();
    }
    await owner.getByRole('button', { name: 'Save estimate' }).click();
    if (index === 3) {
      // The guest leaves; their votes stay in the rounds already shown.
      await guest.getByRole('button', { name: 'Room menu' }).click();
      await guest.getByRole('menuitem', { name: 'Leave room' }).click();
      await guest.getByRole('alertdialog').getByRole('button', { name: 'Leave room' }).click();
      await expect(seat(owner, 'Gabe Guest')).toHaveCount(0);
    }
    if (index < TASKS.length - 1) await owner.getByRole('button', { name: 'Next task' }).click();
  }
  await expect(owner.getByText('Estimated: 5 of 5')).toBeVisible();
  await shot(owner, 'meeting5-owner-done');
  await shot(viewer, 'meeting5-viewer-phone-done');

  const download = owner.waitForEvent('download');
  await owner.getByRole('button', { name: 'Export CSV' }).click();
  const exported = (await (await download).path())!;
  const csv = readFileSync(exported, 'utf8').replace(/^\uFEFF/, '');
  const rows = csv.split('\r\n').map((line) => line.split(','));
  const summaries = rows.filter((row) => row[1] === 'task');
  const votes = rows.filter((row) => row[1] === 'vote');
  expect(summaries.map((row) => row[0])).toEqual(TASKS);
  expect(summaries.every((row) => row[7] !== '')).toBe(true);
  // Three voters on four tasks, plus a second round of three on task 3, plus two on the last.
  expect(votes).toHaveLength(3 * 4 + 3 + 2);
  expect(votes.filter((row) => row[3] === 'Gabe Guest')).toHaveLength(5);
  expect(summaries[2]![8]).toBe('2');

  // The export imported into the next sprint's room brings the tasks back, estimated as they were.
  await owner.goto('/new-game');
  await owner.getByLabel('Room name').fill('Sprint 44');
  await owner.getByRole('button', { name: 'Create game' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Sprint 44' })).toBeVisible();
  await owner.locator('input[type="file"]').setInputFiles(exported);
  await expect(owner.getByText('Estimated: 5 of 5')).toBeVisible();
  await expect(owner.getByRole('heading', { name: /^Tasks/ })).toContainText('(5)');
});
