import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutes } from '../../app/router';
import { makeProfile, mockServer, renderRoutes } from '../../app/test-utils';
import { fallbackConfig, setRuntimeConfig } from '../../lib/runtime-config';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sign-up form', () => {
  it('shows each problem under its field and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockServer(null);
    renderRoutes(createRoutes(), '/sign-up');
    await user.type(await screen.findByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Use at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/auth/'))).toBe(false);
  });

  it('shows a server refusal as a toast and under the field', async () => {
    const user = userEvent.setup();
    const { json } = mockServer(null, {
      'POST /api/auth/sign-up/email': () =>
        json(422, { code: 'EMAIL_TAKEN', message: 'User already exists' }),
    });
    renderRoutes(createRoutes(), '/sign-up');
    await user.type(await screen.findByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const message = 'An account with this email already exists. Sign in instead.';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  });
});

describe('the signed-out pages', () => {
  it('name the browser tab after themselves', async () => {
    mockServer(null);
    for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password?token=x']) {
      const { unmount } = renderRoutes(createRoutes(), path);
      const heading = await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(document.title).toBe(`${heading.textContent} · Estimate`));
      unmount();
    }
  });
});

describe('a guest saving their account', () => {
  it('starts the sign-up form with the name the room knows them by', async () => {
    mockServer(makeProfile({ displayName: 'Guest Gal', email: '', isAnonymous: true }));
    renderRoutes(createRoutes(), '/sign-up');
    expect(await screen.findByLabelText('Name')).toHaveValue('Guest Gal');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

describe('guest sign-in', () => {
  it('signs in anonymously, names the guest and goes back', async () => {
    const user = userEvent.setup();
    let profile: ReturnType<typeof makeProfile> | null = null;
    const { fetchMock, json } = mockServer(null, {
      'GET /api/session': () => json(200, { profile }),
      'POST /api/auth/sign-in/anonymous': () => {
        profile = makeProfile({ displayName: 'Anonymous', email: '', isAnonymous: true });
        return json(200, { ok: true });
      },
      'PATCH /api/profile': (init) => {
        profile = { ...profile!, ...(JSON.parse(String(init?.body)) as { displayName: string }) };
        return json(200, profile);
      },
    });
    const { router } = renderRoutes(createRoutes(), '/sign-in?redirect=%2Frooms%2Fabc');
    await user.type(await screen.findByLabelText('Display name'), 'Guest Gal');
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }));
    // "abc" is too short to be a room id, so the room page says so: what matters here is landing on it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Room not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rooms/abc');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ displayName: 'Guest Gal' });
  });
});

describe('sign-out', () => {
  it('goes home signed out, even from a protected page', async () => {
    const user = userEvent.setup();
    let signedIn = true;
    const { json } = mockServer(null, {
      'GET /api/session': () => json(200, { profile: signedIn ? makeProfile() : null }),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return json(200, { success: true });
      },
    });
    const { router } = renderRoutes(createRoutes(), '/profile');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findAllByRole('link', { name: 'Sign in' })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('forgot password', () => {
  afterEach(() => setRuntimeConfig(undefined));

  it('tells people to ask an administrator where the server sends no email', async () => {
    setRuntimeConfig({ ...fallbackConfig(), passwordResetByEmail: false });
    mockServer(null);
    renderRoutes(createRoutes(), '/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Ask an administrator' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('asks for the email where it can send one', async () => {
    const user = userEvent.setup();
    setRuntimeConfig({ ...fallbackConfig(), passwordResetByEmail: true });
    const { fetchMock, json } = mockServer(null, {
      'POST /api/auth/request-password-reset': () => json(200, { status: true }),
    });
    renderRoutes(createRoutes(), '/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If an account uses ann@example.com/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/request-password-reset'))).toBe(true);
  });
});
