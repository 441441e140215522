import { describe, expect, it } from 'vitest';
import { APP_ROUTES, matchAppRoute, notFoundMessage } from './routes';

describe('matchAppRoute', () => {
  it('knows every route of the spec', () => {
    const specPaths = [
      '/',
      '/about-us',
      '/contact-us',
      '/privacy',
      '/new-game',
      '/new-retro',
      '/retro',
      '/dashboard',
      '/profile',
      '/rooms',
      '/rooms/:room',
      '/admin',
      '/admin/users',
    ];
    expect(APP_ROUTES.map((r) => r.path)).toEqual(expect.arrayContaining(specPaths));
  });

  it('matches static paths, with or without a trailing slash, ignoring the query', () => {
    expect(matchAppRoute('/about-us')?.path).toBe('/about-us');
    expect(matchAppRoute('/about-us/')?.path).toBe('/about-us');
    expect(matchAppRoute('/dashboard?tab=1')?.path).toBe('/dashboard');
  });

  it('matches a room id and refuses odd ones', () => {
    expect(matchAppRoute('/rooms/abc_DEF-123')?.layout).toBe('room');
    expect(matchAppRoute('/rooms/a.b')).toBeUndefined();
    expect(matchAppRoute('/rooms/')?.path).toBe('/rooms');
    expect(matchAppRoute('/rooms/x/y')).toBeUndefined();
  });

  it('has no match for unknown paths', () => {
    expect(matchAppRoute('/no-such-page')).toBeUndefined();
    expect(matchAppRoute('/admin/other')).toBeUndefined();
    expect(notFoundMessage('/x')).toBe('Page Not Found: /x');
  });
});
