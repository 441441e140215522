import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../shared/routes';
import { enCore } from './lib/i18n/en-core';
import { ukCore } from './lib/i18n/uk-core';
import { prerenderPage } from './prerender';

describe('prerenderPage', () => {
  it('renders each page with its text in the language asked for', async () => {
    const english = await prerenderPage('/', 'en');
    expect(english).toContain(enCore.home.title);
    const ukrainian = await prerenderPage('/', 'uk');
    expect(ukrainian).toContain(ukCore.home.title);
    expect(ukrainian).not.toContain(enCore.home.title);
  });

  it('leaves no page blank, on a spinner, or with a raw key', async () => {
    for (const pathname of PRERENDERED_PATHS) {
      const markup = await prerenderPage(pathname, 'uk');
      expect(markup).toContain('<main');
      expect(markup).not.toMatch(/>\s*(home|about|privacy|nav|common)\.[a-zA-Z.]+\s*</);
    }
  });
});
