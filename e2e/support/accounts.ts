import { expect, type Browser, type Page } from '@playwright/test';

export const PASSWORD = 'correct-horse';

export const uniqueEmail = (name: string) =>
  `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills in and sends the sign-up form, whatever the outcome. */
export async function submitSignUp(page: Page, name: string, email: string, password = PASSWORD) {
  await page.goto('/sign-up');
  // Exact: the sign-in page's guest field is labelled "Display name".
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/**
 * Creates an account and waits until its dashboard shows; gives back the email used. It goes
 * through the sign-up endpoint the form calls (foundation.spec.ts drives the form itself), from the
 * page's own browser context, so the session cookie lands where the page will use it.
 */
export async function signUp(page: Page, name: string, email = uniqueEmail(name.split(' ')[0] ?? name)) {
  // Relative to the context's own address (a proxy's, in proxy.spec.ts). A context that already
  // holds a session must say where the request comes from, as the page's own form would.
  const shown = page.url();
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD },
    headers: shown.startsWith('http') ? { origin: new URL(shown).origin } : {},
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('main')).toBeVisible();
  return email;
}

/** Fills in and sends the sign-in form, whatever the outcome. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The e2e server runs with ADMIN_EMAILS=admin@example.com. */
export const ADMIN_EMAIL = 'admin@example.com';

/** The administrator: signed up by whichever test runs first, signed in after that. */
export async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, ADMIN_EMAIL);
  const outcome = await Promise.race([
    page.waitForURL(/\/dashboard$/).then(() => 'in' as const),
    page
      .getByText(/The email or the password is not right/)
      .first()
      .waitFor()
      .then(() => 'unknown' as const),
  ]);
  if (outcome === 'unknown') await signUp(page, 'Ada Admin', ADMIN_EMAIL);
  return page;
}
