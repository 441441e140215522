import { startOidcProvider, type OidcTestProvider } from '../src/server/testing/oidc-test-provider';
import { expect, test } from './support/test';
import { OIDC_DEMO_CLIENT, oidcDemoPort, serverUrl } from './support/servers';

let provider: OidcTestProvider | undefined;

test.beforeAll(async () => {
  const testInfo = test.info();
  provider = await startOidcProvider({
    clientId: OIDC_DEMO_CLIENT.id,
    clientSecret: OIDC_DEMO_CLIENT.secret,
    redirectUris: [`${serverUrl(testInfo.parallelIndex)}/api/auth/callback/acme`],
    port: oidcDemoPort(testInfo.parallelIndex),
    accounts: [{ sub: 'olga', email: 'olga@acme.example', emailVerified: true, name: 'Olga Acme' }],
  });
});

test.afterAll(async () => provider?.close());

test('a person signs in with the company’s provider, through its own pages, and lands on the dashboard', async ({
  page,
}, testInfo) => {
  await page.goto('/sign-in');
  const start = page.getByRole('button', { name: 'Sign in with Acme SSO' });
  await expect(start).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sign-in-with-sso.png') });
  await start.click();

  // The provider's own login and consent pages.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill('olga');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('main')).toContainText('Olga');

  // Her profile shows the provider as her one way in, and no password to change.
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Remove Acme SSO' })).toBeDisabled();
  await expect(page.getByText('Current password')).toHaveCount(0);

  // Signing out here offers signing out at the provider too, which ends her session there.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign out at your provider too' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${serverUrl(testInfo.parallelIndex)}/`);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in with Acme SSO' }).click();
  await expect(page.locator('input[name="login"]')).toBeVisible();
});

test('a refused consent comes back to the sign-in page, saying so', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in with Acme SSO' }).click();
  await page.locator('input[name="login"]').fill('olga');
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await page.getByRole('link', { name: /Cancel/ }).click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in was not allowed at your provider. Start again and allow it to continue.',
  );
});
