import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './support/test';
import { signUp } from './support/accounts';
import { jiraDemoPort } from './support/servers';
import { person } from './support/room';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CLOUD = { email: 'ann@example.com', apiToken: 'cloud-api-token' };
const basic = `Basic ${Buffer.from(`${CLOUD.email}:${CLOUD.apiToken}`).toString('base64')}`;

let demo: ChildProcess | undefined;
let jiraUrl = '';

test.beforeAll(async () => {
  // Where this worker's server expects Atlassian (playwright.config.ts): the demo Jira plays it.
  const port = jiraDemoPort(test.info().parallelIndex);
  jiraUrl = `http://127.0.0.1:${port}`;
  demo = spawn(process.execPath, ['--import', 'tsx', 'scripts/jira-demo.ts'], {
    env: { ...process.env, JIRA_DEMO_PORT: String(port) },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () =>
        (await fetch(`${jiraUrl}/rest/api/3/myself`, { headers: { Authorization: basic } }).catch(() => null))
          ?.status,
      {
        timeout: 20_000,
      },
    )
    .toBe(200);
});

test.afterAll(() => {
  demo?.kill();
});

test('a facilitator connects a room to the demo Jira, imports a sprint, estimates two issues and sends the points', async ({
  browser,
}, testInfo) => {
  const owner = await person(browser);
  await signUp(owner, 'Olena Owner', `jira-${stamp()}@example.com`);
  await owner.goto('/new-game');
  await owner.getByLabel('Room name').fill('Sprint planning');
  await owner.getByRole('button', { name: 'Create game' }).click();
  await expect(owner).toHaveURL(/\/rooms\//);

  await owner.getByRole('button', { name: 'Room menu' }).click();
  await owner.getByRole('menuitem', { name: 'Jira' }).click();
  await owner.getByLabel('Site address').fill(jiraUrl);
  await owner.getByLabel('Email of the Jira account').fill(CLOUD.email);
  await owner.getByLabel('API token').fill(CLOUD.apiToken);
  await owner.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(owner.getByText(`Connected as Ann Atlassian to ${jiraUrl}`).first()).toBeVisible();

  await owner.getByRole('option', { name: /APP/ }).getByRole('button').click();
  await owner.getByLabel('Sprint').selectOption({ label: 'APP Sprint 2' });
  await owner.getByRole('button', { name: 'Preview' }).click();
  await expect(owner.getByText('6 issues found')).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath('jira-preview.png') });
  await owner.getByRole('button', { name: 'Import 6 issues' }).click();
  await expect(owner.getByText('6 tasks added, 0 updated.')).toBeVisible();
  await owner.keyboard.press('Escape');

  const estimate = async (row: RegExp, key: RegExp, card: string) => {
    await owner.getByRole('button', { name: row }).click();
    await expect(owner.getByTestId('table-task-title')).toHaveText(key);
    await owner.locator(`[data-card="${card}"]`).click();
    await owner.getByRole('button', { name: 'Reveal cards' }).click();
    await owner.getByRole('button', { name: 'Save estimate' }).click();
  };
  const points = async (key: string) =>
    (
      (await (
        await fetch(`${jiraUrl}/rest/api/3/issue/${key}`, { headers: { Authorization: basic } })
      ).json()) as {
        fields: Record<string, unknown>;
      }
    ).fields.customfield_10016;

  // One task sent from its own menu: the row says so, and Jira has the points.
  await estimate(/^2\. APP-3 /, /^APP-3 /, '5');
  const row = owner.locator('li[data-task-id]', { hasText: 'APP-3 ' });
  await row.getByRole('button', { name: /^Actions for “APP-3/ }).click();
  await owner.getByRole('menuitem', { name: 'Send the estimate to APP-3' }).click();
  await expect(row.getByText('Sent to Jira')).toBeVisible();
  expect(await points('APP-3')).toBe(5);

  // Then the rest at once from the dialog: APP-5 gets 8 at the table and is sent; APP-1 came with
  // Jira's 3 and APP-3 was sent already, so Jira is read and neither is written again.
  await estimate(/^3\. APP-5 /, /^APP-5 /, '8');
  await owner.getByRole('button', { name: 'Room menu' }).click();
  await owner.getByRole('menuitem', { name: 'Jira' }).click();
  await owner.getByRole('button', { name: 'Send estimates to Jira' }).click();
  // The first send's notice may still be up: the newest is this one.
  await expect(owner.getByText('1 estimate sent to Jira.').last()).toBeVisible();
  await expect(owner.getByText('2 estimates not sent: see why beside each task.')).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath('jira-sent.png') });
  expect(await points('APP-5')).toBe(8);
  await owner.keyboard.press('Escape');
  await expect(
    owner.locator('li[data-task-id]', { hasText: 'APP-5 ' }).getByText('Sent to Jira'),
  ).toBeVisible();
  await expect(owner.locator('li[data-task-id]', { hasText: 'APP-1 Sign in' })).toContainText(
    'Jira already holds 3',
  );

  // The dialog on a phone, in Ukrainian and dark.
  await owner.setViewportSize({ width: 360, height: 740 });
  await owner.emulateMedia({ colorScheme: 'dark' });
  await owner.getByRole('button', { name: 'Room menu' }).click();
  await owner.getByRole('menuitem', { name: 'Jira' }).click();
  await expect(owner.getByRole('dialog').getByLabel('Story points field')).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath('jira-dialog-360.png') });
  await owner.evaluate(() => localStorage.setItem('estimate.locale', 'uk'));
  await owner.reload();
  await owner.getByRole('button', { name: 'Меню кімнати' }).click();
  await owner.getByRole('menuitem', { name: 'Jira' }).click();
  await expect(owner.getByRole('dialog').getByLabel('Поле балів історії')).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath('jira-dialog-uk-dark-360.png') });
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a facilitator signs the room in with Atlassian and imports through its API gateway', async ({
  browser,
}, testInfo) => {
  const owner = await person(browser);
  await signUp(owner, 'Olena Owner', `jira-oauth-${stamp()}@example.com`);
  await owner.goto('/new-game');
  await owner.getByLabel('Room name').fill('Atlassian planning');
  await owner.getByRole('button', { name: 'Create game' }).click();
  await expect(owner).toHaveURL(/\/rooms\//);
  const roomUrl = owner.url();

  await owner.getByRole('button', { name: 'Room menu' }).click();
  await owner.getByRole('menuitem', { name: 'Jira' }).click();
  await owner.screenshot({ path: testInfo.outputPath('jira-connect-oauth.png') });
  await owner.getByRole('link', { name: 'Sign in with Atlassian' }).click();
  await expect(owner.getByRole('heading', { name: 'Allow access to your Jira?' })).toBeVisible();
  await owner.getByRole('link', { name: 'Deny' }).click();
  await expect(owner.getByText('Access to Jira was not allowed, so nothing was connected.')).toBeVisible();
  expect(owner.url()).toBe(roomUrl);

  await owner.getByRole('link', { name: 'Sign in with Atlassian' }).click();
  await owner.getByRole('link', { name: 'Accept' }).click();
  await expect(owner.getByText('Jira is connected.')).toBeVisible();
  expect(owner.url()).toBe(roomUrl);
  await expect(owner.getByRole('dialog').getByText(`Connected as Ann Atlassian to ${jiraUrl}`)).toBeVisible();
  await owner.getByRole('option', { name: /WEB/ }).getByRole('button').click();
  await owner.getByRole('button', { name: 'Preview' }).click();
  await expect(owner.getByText('12 issues found')).toBeVisible();
  await owner.getByRole('button', { name: 'Import 12 issues' }).click();
  await expect(owner.getByText('12 tasks added, 0 updated.')).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath('jira-oauth-imported.png') });
});
