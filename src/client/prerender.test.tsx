import { describe, expect, it } from 'vitest';
import { PRERENDER_AUDIENCES, PRERENDERED_PATHS } from '../shared/routes';
import { enCore } from './lib/i18n/en-core';
import { ukCore } from './lib/i18n/uk-core';
import { prerenderPage } from './prerender';

describe('prerenderPage', () => {
  it('renders each page with its text in the language asked for', async () => {
    const english = await prerenderPage('/', 'en', 'anyone');
    expect(english).toContain(enCore.home.title);
    const ukrainian = await prerenderPage('/', 'uk', 'anyone');
    expect(ukrainian).toContain(ukCore.home.title);
    expect(ukrainian).not.toContain(enCore.home.title);
  });

  it('leaves no page blank, on a spinner, or with a raw key', async () => {
    for (const [pathname, audience] of PRERENDERED_PATHS.flatMap((pathname) =>
      PRERENDER_AUDIENCES.map((audience) => [pathname, audience] as const),
    )) {
      const markup = await prerenderPage(pathname, 'uk', audience);
      expect(markup).toContain('<main');
      expect(markup).not.toMatch(/>\s*(home|about|privacy|nav|common)\.[a-zA-Z.]+\s*</);
    }
  });

  it('offers a visitor to sign in; for anyone, waits to know who is signed in', async () => {
    const signIn = `>${enCore.nav.signIn}<`;
    const visitor = await prerenderPage('/', 'en', 'visitor');
    expect(visitor).toContain(signIn);
    expect(await prerenderPage('/', 'en', 'anyone')).not.toContain(signIn);
  });
});
