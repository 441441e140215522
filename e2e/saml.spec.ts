import { startSamlProvider, type SamlTestProvider } from '../src/server/testing/saml-test-provider';
import { expect, test } from './support/test';
import { samlDemoPort } from './support/servers';

let provider: SamlTestProvider | undefined;

test.beforeAll(async () => {
  provider = await startSamlProvider({
    port: samlDemoPort(test.info().parallelIndex),
    accounts: [{ nameId: 'sam-5', email: 'sam@corp.example', displayName: 'Sam Corp' }],
  });
});

test.afterAll(async () => provider?.close());

test('a person signs in with a SAML provider, through its page, on a phone, and lands on the dashboard', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/sign-in?redirect=%2Fteams');
  await page.getByRole('button', { name: 'Sign in with Corp SAML' }).click();

  // The provider's own page, on another site: its answer is posted back without our cookies.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/sso\?SAMLRequest=/);
  await page.screenshot({ path: testInfo.outputPath('saml-provider-page.png') });
  await page.getByRole('button', { name: 'Sign in as Sam Corp' }).click();

  await expect(page).toHaveURL(/\/teams$/);
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Remove Corp SAML' })).toBeDisabled();
  await expect(page.getByText('Current password')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('saml-profile.png'), fullPage: true });

  // Signing out ends the session here; this provider has no sign-out of its own to offer.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out at your provider too' })).toHaveCount(0);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign-in/);
});
