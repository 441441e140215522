import { expect, test } from './support/test';
import { APP_ROUTES } from '../src/shared/routes';
import { PASSWORD, signIn, submitSignUp, uniqueEmail } from './support/accounts';

test('a visitor signs up, signs out and signs back in', async ({ page }) => {
  const email = uniqueEmail('ann');
  await submitSignUp(page, 'Ann Example', email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('button', { name: 'Account menu for Ann Example' });
  await expect(menu).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(menu).toBeHidden();

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Account menu for Ann Example' })).toBeVisible();
});

test('a wrong password and an unknown email get clear messages', async ({ page }) => {
  const email = uniqueEmail('bob');
  await submitSignUp(page, 'Bob', email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();

  await signIn(page, email, 'not-the-password');
  const message = 'The email or the password is not right. Check both, or create an account.';
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  // An unknown email gets the same answer: sign-in does not tell who has an account.
  await signIn(page, uniqueEmail('nobody'), 'whatever-password');
  await expect(page.getByText(message).first()).toBeVisible();
});

test('a 5-character password is refused with a clear message', async ({ page }) => {
  await submitSignUp(page, 'Short', uniqueEmail('short'), '12345');
  await expect(page.getByText('Use at least 6 characters')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up/);
});

test('an account page sends a visitor to sign in and back', async ({ page }) => {
  await page.goto('/rooms');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Frooms/);
  const email = uniqueEmail('back');
  await page
    .getByRole('link', { name: /sign up|create an account/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sign-up\?redirect=%2Frooms/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // Exact: the sign-in page's guest field is labelled "Display name".
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('Back Again');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await expect(name).toHaveValue('Back Again');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/rooms$/);
});

test('an unknown path answers 404 and shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();
});

test('a page part that cannot load reloads once, then shows the error page', async ({ page }) => {
  let attempts = 0;
  let pageLoads = 0;
  await page.route(/\/assets\/contact-page-[^/]+\.js$/, (route) => {
    attempts += 1;
    return route.abort('failed');
  });
  page.on('load', () => (pageLoads += 1));
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
  await expect(page.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
  // The page's files are also fetched ahead at start, so each load may ask for the chunk twice.
  expect(pageLoads).toBe(2);
  expect(attempts).toBeGreaterThanOrEqual(2);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('every route loads its page', async ({ page }) => {
  const email = uniqueEmail('tour');
  await submitSignUp(page, 'Tour Guide', email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const signInPages = ['/sign-in', '/sign-up'];
  const pages = APP_ROUTES.filter((route) => !route.path.includes(':') && !signInPages.includes(route.path));
  const routes = pages.filter((route) => !route.requiresAdmin).map((route) => route.path);
  const adminRoutes = pages.filter((route) => route.requiresAdmin).map((route) => route.path);
  for (const path of routes) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Internal Server Error' })).toHaveCount(0);
  }
  for (const path of adminRoutes) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
});

test('pages keep to the content security policy: nothing is refused, not even a probe', async ({ page }) => {
  // The browser reports each refusal as an event, even one the page catches and swallows.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const violations: string[] = [];
  const collect = async () =>
    violations.push(
      ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await collect();
  // A form checked in the browser, then by the server.
  await signIn(page, uniqueEmail('nobody'), 'whatever-password');
  await expect(
    page.getByText('The email or the password is not right.', { exact: false }).first(),
  ).toBeVisible();
  await collect();
  await page.goto('/new-game');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await collect();
  expect(violations).toEqual([]);
});
