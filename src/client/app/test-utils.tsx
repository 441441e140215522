import { render } from '@testing-library/react';
import { createMemoryHistory, createRouter, RouterProvider, type RouteObject } from '../lib/router';
import { vi } from 'vitest';
import type { Profile } from '../../shared/api/profile';
import { initI18n } from '../lib/i18n';
import { Providers } from './providers';
import { createQueryClient } from './query-client';

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    uid: 'u1',
    email: 'ann@example.com',
    displayName: 'Ann Example',
    photoURL: null,
    role: 'user',
    isAnonymous: false,
    sound: true,
    soundVolume: 0.5,
    locale: null,
    lastVisitDate: null,
    createAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fake server: `GET /api/session` answers with `profile` (or null), the build matches the
 * page, and `handlers` add or override endpoints as "METHOD /path".
 */
export function mockServer(profile: Profile | null, handlers: Record<string, Handler> = {}) {
  const routes: Record<string, Handler> = {
    'GET /api/session': () => json(200, { profile }),
    'GET /api/version': () =>
      json(200, { version: __APP_VERSION__, commit: __APP_COMMIT__, buildTime: 'now' }),
    ...handlers,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input));
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(init) : json(404, { code: 'NOT_FOUND', message: `No mock for ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, json };
}

/** `queryClient`: one a test filled beforehand, as earlier pages of a visit would have. */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = createQueryClient()) {
  const router = createRouter({ routes, history: createMemoryHistory(path) });
  const view = render(
    <Providers queryClient={queryClient} i18n={initI18n('en')}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}
