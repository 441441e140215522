import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutes } from '../../app/router';
import { mockServer, renderRoutes } from '../../app/test-utils';
import { fallbackConfig, setRuntimeConfig } from '../../lib/runtime-config';

const ACME = { id: 'acme', label: 'Acme SSO' };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setRuntimeConfig(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signing in with the company’s provider', () => {
  it('starts at the provider, from a button above the password form', async () => {
    setRuntimeConfig({ ...fallbackConfig(), signInProviders: [ACME] });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const { json, fetchMock } = mockServer(null, {
      'POST /api/auth/sign-in/social': () => json(200, { url: 'https://sso.acme.example/authorize?x=1' }),
    });
    renderRoutes(createRoutes(), '/sign-in?redirect=%2Frooms');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Acme SSO' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sso.acme.example/authorize?x=1'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/sign-in/social'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      provider: 'acme',
      callbackURL: '/rooms',
      errorCallbackURL: '/sign-in?redirect=%2Frooms',
    });
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('starts a SAML provider’s sign-in at its own endpoint', async () => {
    setRuntimeConfig({
      ...fallbackConfig(),
      signInProviders: [ACME, { id: 'corp', label: 'Corp', protocol: 'saml' }],
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const { json, fetchMock } = mockServer(null, {
      'POST /api/auth/saml/corp/sign-in': () =>
        json(200, { url: 'https://idp.corp.example/sso?SAMLRequest=x' }),
    });
    renderRoutes(createRoutes(), '/sign-in');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Corp' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.corp.example/sso?SAMLRequest=x'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/saml/corp/sign-in'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      callbackURL: '/dashboard',
      errorCallbackURL: '/sign-in?redirect=%2Fdashboard',
    });
  });

  it('says what went wrong when the provider sent the person back', async () => {
    setRuntimeConfig({ ...fallbackConfig(), signInProviders: [ACME] });
    mockServer(null);
    renderRoutes(createRoutes(), '/sign-in?error=account_not_linked');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email address exists here, and your provider did not confirm the address.',
    );
  });

  it('says a SAML answer carried to another browser must be started again here', async () => {
    setRuntimeConfig({
      ...fallbackConfig(),
      signInProviders: [{ id: 'corp', label: 'Corp', protocol: 'saml' }],
    });
    mockServer(null);
    renderRoutes(createRoutes(), '/sign-in?error=saml_other_browser');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in was started in another browser or window. Start it again here.',
    );
  });

  it('shows only the provider where passwords are off, and no guest form where guests are', async () => {
    setRuntimeConfig({
      ...fallbackConfig(),
      signInProviders: [ACME],
      passwordSignIn: false,
      guestAccess: false,
    });
    mockServer(null);
    const { unmount } = renderRoutes(createRoutes(), '/sign-in');
    expect(await screen.findByRole('button', { name: 'Sign in with Acme SSO' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).not.toBeInTheDocument();
    unmount();
    renderRoutes(createRoutes(), '/sign-up');
    expect(await screen.findByRole('button', { name: 'Sign in with Acme SSO' })).toBeInTheDocument();
  });
});
