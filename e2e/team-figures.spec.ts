import { RetroTestUser, TEST_RETRO_INPUT } from '../src/server/testing/retro-client';
import { RoomTestUser, TEST_ROOM_INPUT } from '../src/server/testing/room-client';
import { expect, test } from './support/test';
import { signUp } from './support/accounts';
import { person } from './support/room';
import { serverUrl } from './support/servers';

test('after two rounds of estimation and a retro, the team page shows its figures and open actions', async ({
  browser,
}, testInfo) => {
  // The team's lead and a mate run a room over the real protocol: Login is agreed at once, Search
  // needs a second round; the retro leaves an action that is already overdue.
  const base = serverUrl(testInfo.parallelIndex);
  const [lead, mate] = [new RoomTestUser(base), new RoomTestUser(base)];
  await lead.signUp(`figures-lead-${Date.now()}@example.com`);
  await mate.signUp(`figures-mate-${Date.now()}@example.com`);
  const teamId = (await lead.http.post('/api/teams', { name: 'Payments' })).json.id as string;
  const token = (await lead.http.post(`/api/teams/${teamId}/invite`, {})).json.token as string;
  await mate.http.post(`/api/team-invites/${token}`, {});
  const roomId = (await lead.http.post('/api/rooms', { ...TEST_ROOM_INPUT, teamId })).json.id as string;
  for (const bot of [lead, mate]) {
    await bot.connect();
    await bot.join(roomId);
  }
  await lead.must(roomId, { type: 'task.add', tasks: [{ title: 'Login' }, { title: 'Search' }] });
  const [login, search] = (await lead.sync(roomId)).tasks.map((task) => task.id) as [string, string];
  const round = async (taskId: string, votes: [string, string]) => {
    await lead.must(roomId, { type: 'task.select', taskId });
    await lead.must(roomId, { type: 'vote.cast', taskId, value: votes[0] });
    await mate.must(roomId, { type: 'vote.cast', taskId, value: votes[1] });
    await lead.must(roomId, { type: 'round.reveal', taskId });
  };
  await round(login, ['3', '5']);
  await lead.must(roomId, { type: 'task.estimate', taskId: login, estimate: '5' });
  await round(search, ['1', '13']);
  await lead.must(roomId, { type: 'round.reset', taskId: search });
  await round(search, ['8', '8']);
  await lead.must(roomId, { type: 'task.estimate', taskId: search, estimate: '8' });

  const facilitator = new RetroTestUser(lead);
  const retroId = (await lead.http.post('/api/retros', { ...TEST_RETRO_INPUT, teamId })).json.id as string;
  await facilitator.join(retroId);
  await new RetroTestUser(mate).join(retroId);
  for (const phase of ['reveal', 'group', 'vote', 'discuss'] as const) {
    await facilitator.must(retroId, { type: 'phase.set', phase });
  }
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await facilitator.must(retroId, {
    type: 'action.add',
    itemId: null,
    text: 'Split the search epic',
    ownerUserId: mate.userId,
    dueDate: yesterday,
  });

  // A new member opens the team page from the invitation, on a phone.
  const page = await person(browser, 360, 740);
  await signUp(page, 'Nina New');
  await page.goto(`/teams/join/${token}`);
  await page.getByRole('button', { name: 'Join team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const actions = page.getByRole('list', { name: 'Open actions' });
  await expect(actions).toContainText('Split the search epic');
  await expect(actions).toContainText('Overdue');

  const figures = page.getByRole('region', { name: 'How the team estimates' });
  await expect(figures.getByTestId('team-figures-summary')).toContainText(
    '2 tasks, 2 estimated, 13 points. 1 of 2 first reveals agreed, 1 needed another round.',
  );
  const row = figures.getByRole('table').getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText(['2', '2', '13', '1 / 2', '1', '3']);
  await expect(figures.getByRole('list', { name: 'Actions by retro' })).toContainText(
    '1 opened · 0 done · 1 overdue',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await figures.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('team-figures-360.png'), fullPage: true });

  const download = page.waitForEvent('download');
  await figures.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await (
    await download
  )
    .path()
    .then((file) => import('node:fs').then((fs) => fs.readFileSync(file, 'utf8')));
  expect(csv).toContain('Week,Jira sprint,Tasks,Estimated,Points,Agreed at once,Voted again,Spread (cards)');
  expect(csv).toContain('Retro,Opened,Done,Overdue');

  // Nina takes the action over, then checks it off from here; the retro's facilitator sees both at once.
  const owner = actions.getByRole('combobox', { name: 'Who does “Split the search epic”' });
  await expect(owner).toHaveValue(mate.userId);
  await owner.selectOption({ label: 'Nina New' });
  await expect(page.getByText('Handed over. The retro shows it too.')).toBeVisible();
  await expect
    .poll(() =>
      facilitator.events.some(
        (event) => event.type === 'action.saved' && event.action.ownerName === 'Nina New',
      ),
    )
    .toBe(true);
  await expect(owner.locator('option:checked')).toHaveText('Nina New');
  await actions.getByRole('button', { name: 'Mark “Split the search epic” done' }).click();
  await expect(page.getByText('Marked done. The retro shows it too.')).toBeVisible();
  await expect(page.getByText('No open actions from the team’s retros.')).toBeVisible();
  await expect
    .poll(() => facilitator.events.some((event) => event.type === 'action.saved' && event.action.done))
    .toBe(true);

  // The facilitator adds an action on the board: the open page shows it without a reload.
  await facilitator.must(retroId, {
    type: 'action.add',
    itemId: null,
    text: 'Book the demo room',
    ownerUserId: null,
    dueDate: null,
  });
  await expect(actions).toContainText('Book the demo room');
  await expect(actions.getByRole('combobox', { name: 'Who does “Book the demo room”' })).toHaveValue('');

  // Dark, at a desktop width.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await figures.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('team-figures-dark-1280.png'), fullPage: true });
  for (const bot of [lead, mate]) bot.close();
});
