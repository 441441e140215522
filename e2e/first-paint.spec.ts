import { expect, test, type Page } from '@playwright/test';

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
  await plain.close();

  // A Ukrainian browser in dark mode whose app files have not arrived yet: the first paint is
  // already Ukrainian and dark, so nothing flips when the app starts.
  const context = await browser.newContext({ locale: 'uk-UA', colorScheme: 'dark' });
  const early = await context.newPage();
  await early.route('**/assets/*.js', (route) => route.abort());
  await early.goto('/about-us');
  const before = await look(early);
  expect(before).toMatchObject({ dark: true, lang: 'uk' });
  expect(before.text).toContain('Про Estimate');

  // The same browser with the app: the page the app renders over it says the same.
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/about-us');
  await expect(page.getByRole('link', { name: 'Увійти' }).first()).toBeVisible();
  const after = await look(page);
  expect(after).toMatchObject({ dark: true, lang: 'uk' });
  // The prerendered page cannot know who is signed in: only the account corner differs.
  const withoutAccountCorner = (text: string) => text.replace(/Завантаження…|Увійти/g, '');
  expect(withoutAccountCorner(after.text)).toBe(withoutAccountCorner(before.text));
  expect(problems).toEqual([]);

  // The app is in charge: a link moves without a page load, and a language switch is remembered
  // for the next page the server sends.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('link', { name: 'Головна' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
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
