// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPath } from './safe-redirect';

describe('safeRedirect', () => {
  it('follows same-site paths', () => {
    expect(safeRedirect('/rooms/abc?x=1')).toBe('/rooms/abc?x=1');
  });

  it('refuses anything that could leave the site', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeRedirect(target)).toBe('/dashboard');
    }
  });

  it('builds the sign-in link with the return path encoded', () => {
    expect(signInPath('/rooms/a?b=c')).toBe('/sign-in?redirect=%2Frooms%2Fa%3Fb%3Dc');
  });
});
