import { expect, test, type Page } from './support/test';
import { signUp } from './support/accounts';

/** The page as the browser has it now: its visible text and whether it is dark. */
async function look(page: Page) {
  return page.evaluate(() => ({
    text: document.getElementById('root')?.innerText ?? '',
    dark: document.documentElement.classList.contains('dark'),
    lang: document.documentElement.lang,
  }));
}

test("the site's pages paint their text before any script, in the visitor's language and theme", async ({
  browser,
}) => {
  // No JavaScript at all: the text is in the page the server sends.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const withoutScripts = await plain.newPage();
  await withoutScripts.goto('/');
  await expect(withoutScripts.getByRole('heading', { level: 1 })).toHaveText(
    'Estimate together. Decide faster.',
  );
  await expect(withoutScripts.getByRole('link', { name: 'New game' }).first()).toHaveAttribute(
    'href',
    '/new-game',
  );
  await expect(withoutScripts).toHaveTitle('Estimate');
  await withoutScripts.goto('/about-us');
  await expect(withoutScripts).toHaveTitle('About Estimate · Estimate');
  await withoutScripts.goto('/privacy');
  await expect(withoutScripts).toHaveTitle('Privacy · Estimate');
  await plain.close();

  // A Ukrainian visitor in dark mode: the page is Ukrainian and dark from its first paint, and
  // comes without the app, only the site's small script.
  const context = await browser.newContext({ locale: 'uk-UA', colorScheme: 'dark' });
  const page = await context.newPage();
  const scripts: string[] = [];
  const fetchedAhead: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    else if (pathname.endsWith('.js')) fetchedAhead.push(pathname);
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/about-us');
  expect(await look(page)).toMatchObject({ dark: true, lang: 'uk' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Про Estimate');
  // Signed out, which the server knows: the page offers to sign in at once.
  await expect(page.getByRole('link', { name: 'Увійти' }).first()).toBeVisible();
  expect(
    scripts.every((script) => /\/assets\/(site|theme)-[\w-]+\.js$/.test(script)),
    scripts.join(),
  ).toBe(true);
  // The app and the New game page are fetched ahead for the click that likely comes, not run.
  await expect
    .poll(() => fetchedAhead.some((file) => /\/assets\/new-game-page-[\w-]+\.js$/.test(file)))
    .toBe(true);

  // What the header lets a visitor do works without the app: the theme, the phone menu and the
  // language, which the next page the server sends is in.
  await page
    .getByRole('button', { name: /Тема: системна/ })
    .first()
    .click();
  expect(await look(page)).toMatchObject({ dark: false });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Відкрити меню' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Estimate');
  expect(await look(page)).toMatchObject({ dark: false, lang: 'en' });
  await page.setViewportSize({ width: 1280, height: 720 });

  // A link leads into the app, which is then in charge: its links move without a page load.
  await page.getByRole('link', { name: 'New game' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New game');
  // The app started at the first touch of the page (its main module) or with the next page.
  expect(scripts.some((script) => /\/assets\/(main|index)-[\w-]+\.js$/.test(script))).toBe(true);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estimate together. Decide faster.');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(problems).toEqual([]);
  await context.close();
});

test('someone signed in gets the app over the same page, which then knows who they are', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const early = await context.newPage();
  await signUp(early, 'Paula Paint');
  await early.getByRole('button', { name: 'УК' }).first().click();
  // The page's language and the cookie the server reads are set together.
  await expect.poll(async () => (await look(early)).lang).toBe('uk');
  // The app's files have not arrived yet: the page is already Ukrainian and dark.
  await early.route('**/assets/*.js', (route) => route.abort());
  await early.goto('/about-us');
  const before = await look(early);
  expect(before).toMatchObject({ dark: true, lang: 'uk' });
  expect(before.text).toContain('Про Estimate');
  await early.close();

  const page = await context.newPage();
  await page.goto('/about-us');
  await expect(page.getByRole('button', { name: /Paula Paint/ })).toBeVisible();
  const after = await look(page);
  expect(after).toMatchObject({ dark: true, lang: 'uk' });
  // The prerendered page cannot know who is signed in: only the account corner differs.
  const withoutAccountCorner = (text: string) => text.replace(/Завантаження…|PP|Paula Paint/g, '');
  expect(withoutAccountCorner(after.text)).toBe(withoutAccountCorner(before.text));
  await context.close();
});

test('a language chosen in the app is the language of the next first paint', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'УК' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Estimate together. Decide faster.');
  const cookies = await page.context().cookies();
  const locale = cookies.find((cookie) => cookie.name === 'estimate.locale');
  expect(locale?.value).toBe('uk');
  const html = await (
    await request.get('/privacy', { headers: { cookie: `estimate.locale=${locale?.value}` } })
  ).text();
  expect(html).toContain('<html lang="uk">');
});
