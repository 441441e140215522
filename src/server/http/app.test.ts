import { describe, expect, it } from 'vitest';
import { withoutUrlSecrets } from './app';

describe('withoutUrlSecrets', () => {
  it('keeps a reset token and an OAuth code out of the request log and leaves other URLs alone', () => {
    expect(withoutUrlSecrets('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
    expect(withoutUrlSecrets('/x?a=1&token=s3cr3t&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(withoutUrlSecrets('/api/rooms?query=token')).toBe('/api/rooms?query=token');
    expect(withoutUrlSecrets('/api/jira/oauth/callback?code=c0de&state=v1.x')).toBe(
      '/api/jira/oauth/callback?code=[redacted]&state=[redacted]',
    );
  });
});
