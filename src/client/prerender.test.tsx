// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDER_AUDIENCES, PRERENDERED_PATHS } from '../shared/routes';
import { en } from './lib/i18n/en';
import { uk } from './lib/i18n/uk';
import { prerenderPage } from './prerender';

describe('prerenderPage', () => {
  it('renders each page with its text in the language asked for', async () => {
    const english = await prerenderPage('/', 'en', 'anyone');
    expect(english).toContain(en.home.title);
    const ukrainian = await prerenderPage('/', 'uk', 'anyone');
    expect(ukrainian).toContain(uk.home.title);
    expect(ukrainian).not.toContain(en.home.title);
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
    const signIn = `>${en.nav.signIn}<`;
    const visitor = await prerenderPage('/', 'en', 'visitor');
    expect(visitor).toContain(signIn);
    expect(await prerenderPage('/', 'en', 'anyone')).not.toContain(signIn);
  });
});
