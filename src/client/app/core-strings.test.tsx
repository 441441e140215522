import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRouter, RouterProvider } from '../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EN_PARTS } from '../lib/i18n/en';
import { UK_PARTS } from '../lib/i18n/uk';
import { Translator } from '../lib/i18n/translator';
import type { MessagePart } from '../lib/i18n';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { PAGE_MODULES } from './route-modules';
import { createRoutes } from './router';
import { makeProfile, mockServer } from './test-utils';

/** The pages that paint with the core strings and the site's, or the core alone. */
const SITE_PAGES = ['/', '/about-us', '/contact-us', '/privacy', '/no-such-page'];
/** Someone signed in is sent from these to the dashboard, so they are seen signed out only. */
const AUTH_PAGES = ['/sign-in', '/sign-up', '/forgot-password', '/reset-password'];
/**
 * Pages that create something: once the session is known, a visitor is offered to sign in first
 * (`shown` is in the offer) and someone signed in gets the form.
 */
const CREATE_PAGES = ['/new-game', '/new-retro'];
const CASES: { path: string; signedIn: boolean; shown?: string }[] = [
  ...[...SITE_PAGES, ...AUTH_PAGES].map((path) => ({ path, signedIn: false })),
  ...SITE_PAGES.map((path) => ({ path, signedIn: true })),
  ...CREATE_PAGES.flatMap((path) => [
    { path, signedIn: false, shown: 'a[href^="/sign-up?redirect="]' },
    { path, signedIn: true, shown: 'form button[type="submit"]' },
  ]),
];

/**
 * An i18n holding only the core strings and the parts a page names, which notes every key asked of
 * it that they lack.
 */
function namedOnly(parts: readonly MessagePart[], language: 'en' | 'uk', missing: Set<string>) {
  const translator = new Translator({
    language,
    fallbackLanguage: false,
    onMissingKey: (key) => missing.add(key),
  });
  for (const part of ['core', ...parts] as const) {
    translator.addMessages('en', EN_PARTS[part]);
    translator.addMessages('uk', UK_PARTS[part]);
  }
  return translator;
}

afterEach(() => vi.unstubAllGlobals());

describe('the core strings and the parts a page names', () => {
  it.each(CASES)('are all $path needs (signed in: $signedIn)', async ({ path, signedIn, shown }) => {
    const user = signedIn ? makeProfile({ displayName: 'Olena', role: 'admin' }) : null;
    mockServer(user);
    const missing = new Set<string>();
    for (const language of ['en', 'uk'] as const) {
      const view = render(
        <Providers
          queryClient={createQueryClient()}
          i18n={namedOnly(PAGE_MODULES[path]?.parts ?? [], language, missing)}
        >
          <RouterProvider
            router={createRouter({ routes: createRoutes(), history: createMemoryHistory(path) })}
          />
        </Providers>,
      );
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      if (shown) await waitFor(() => expect(document.querySelector(shown)).not.toBeNull());
      if (user) await userEvent.click(await screen.findByRole('button', { name: /Olena/ }));
      view.unmount();
    }
    expect([...missing]).toEqual([]);
  });
});
