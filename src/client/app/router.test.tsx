import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_ROUTES } from '../../shared/routes';
import { LIKELY_NEXT } from './preload-next';
import { PAGE_MODULES } from './route-modules';
import { createRoutes } from './router';
import { makeProfile, mockServer, renderRoutes } from './test-utils';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('route table', () => {
  it('has exactly one lazily loaded page per shared route', () => {
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(APP_ROUTES.map((route) => route.path).sort());
  });
});

describe('likely next pages', () => {
  it('name only pages of the route table', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    for (const [from, to] of Object.entries(LIKELY_NEXT)) {
      expect(paths).toContain(from);
      expect(paths).toContain(to);
    }
  });
});

describe('router', () => {
  it('renders Page Not Found with the path for an unknown URL', async () => {
    mockServer(null);
    renderRoutes(createRoutes(), '/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found: /no-such-page')).toBeInTheDocument();
  });

  it('renders Internal Server Error with the message when a page throws', async () => {
    mockServer(null);
    const routes = createRoutes();
    const Broken = () => {
      throw new Error('The table fell over');
    };
    routes[0]!.children!.push({ path: '/broken', Component: Broken });
    renderRoutes(routes, '/broken');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The table fell over')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('sends a signed-out visitor of a protected page to sign-in with the way back', async () => {
    mockServer(null);
    const { router } = renderRoutes(createRoutes(), '/dashboard?tab=mine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard?tab=mine');
  });

  it('returns to the requested page after signing in', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { fetchMock, json } = mockServer(null, {
      'GET /api/session': () => json(200, { profile: signedIn ? makeProfile() : null }),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return json(200, { ok: true });
      },
    });
    const { router } = renderRoutes(createRoutes(), '/rooms');
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rooms' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rooms');
    const signInCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/sign-in/email'));
    expect(JSON.parse(String(signInCall?.[1]?.body))).toEqual({
      email: 'ann@example.com',
      password: 'secret-pass',
    });
  });

  it('greets a signed-in user on the dashboard', async () => {
    mockServer(makeProfile({ displayName: 'Olena' }));
    renderRoutes(createRoutes(), '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Olena' })).toBeInTheDocument();
  });

  it('tells a non-admin that the admin area is not allowed', async () => {
    mockServer(makeProfile({ role: 'user' }));
    renderRoutes(createRoutes(), '/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it('lets an admin into the admin area', async () => {
    mockServer(makeProfile({ role: 'admin' }));
    renderRoutes(createRoutes(), '/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeInTheDocument();
  });

  it('offers a new retro beside a new game in the header, and in its menu', async () => {
    mockServer(null);
    renderRoutes(createRoutes(), '/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About Estimate' });
    for (const [name, href] of [
      ['New game', '/new-game'],
      ['New retro', '/new-retro'],
    ]) {
      // One in the bar for wide screens, one in the menu for narrow ones.
      const [header] = screen.getAllByRole('banner');
      const links = within(header!).getAllByRole('link', { name, hidden: true });
      expect(links.map((link) => link.getAttribute('href'))).toEqual([href, href]);
    }
  });

  it('does not show the sign-in button before the session is known', async () => {
    let answer: ((response: Response) => void) | undefined;
    const { json } = mockServer(null, {
      'GET /api/session': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoutes(createRoutes(), '/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Estimate' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    // On a busy machine the page can render before the session is even asked for: answer it once asked.
    await waitFor(() => expect(answer).toBeDefined());
    answer!(json(200, { profile: null }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument());
  });
});
