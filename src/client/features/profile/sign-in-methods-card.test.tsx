import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutes } from '../../app/router';
import { makeProfile, mockServer, renderRoutes } from '../../app/test-utils';
import { fallbackConfig, setRuntimeConfig } from '../../lib/runtime-config';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setRuntimeConfig({ ...fallbackConfig(), signInProviders: [{ id: 'acme', label: 'Acme SSO' }] });
});
afterEach(() => {
  setRuntimeConfig(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the profile’s ways to sign in', () => {
  it('removes a linked provider, keeps the last way in, and offers a password change only with a password', async () => {
    const { json, fetchMock } = mockServer(makeProfile(), {
      'GET /api/profile/sign-in-methods': () =>
        json(200, {
          methods: [
            { id: 'password', label: null },
            { id: 'acme', label: 'Acme SSO' },
          ],
        }),
      'DELETE /api/profile/sign-in-methods/acme': () =>
        json(200, { methods: [{ id: 'password', label: null }] }),
    });
    renderRoutes(createRoutes(), '/profile');
    expect(await screen.findByText('Ways to sign in')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Acme SSO' }));
    expect(await screen.findByText('Acme SSO removed: sign in with what is left.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Password' })).toBeDisabled());
    expect(screen.getByText('Current password')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/profile/sign-in-methods/acme') && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('offers no password change to an account that signs in with the provider alone', async () => {
    const { json } = mockServer(makeProfile(), {
      'GET /api/profile/sign-in-methods': () => json(200, { methods: [{ id: 'acme', label: 'Acme SSO' }] }),
    });
    renderRoutes(createRoutes(), '/profile');
    expect(await screen.findByRole('button', { name: 'Remove Acme SSO' })).toBeDisabled();
    expect(screen.queryByText('Current password')).not.toBeInTheDocument();
  });
});
