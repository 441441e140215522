import { beforeAll, describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from '../../../shared/api/auth';
import { ApiError } from '../../lib/api-client';
import { initI18n } from '../../lib/i18n';
import { authErrorMessage, fieldOfAuthError, toFieldErrors } from './auth-errors';
import type { TFunction } from '../../lib/i18n';

let t: TFunction;
beforeAll(() => {
  t = initI18n('en').t;
});

describe('authErrorMessage', () => {
  it('tells a banned person why and until when', () => {
    const banned = new ApiError(403, 'BANNED', 'banned', {
      reason: 'Spam',
      expiresAt: '2030-01-02T03:04:05.000Z',
    });
    const message = authErrorMessage(banned, t);
    expect(message).toMatch(/^This account has been blocked\./);
    expect(message).toContain('Reason: Spam.');
    expect(message).toContain('The ban ends on');
    expect(authErrorMessage(new ApiError(403, 'BANNED', 'banned'), t)).not.toContain('Reason');
  });

  it('translates every known auth code', () => {
    expect(authErrorMessage(new ApiError(401, 'WRONG_PASSWORD', 'Invalid password'), t)).toBe(
      'That password is not right. Check it and try again.',
    );
    expect(authErrorMessage(new ApiError(422, 'EMAIL_TAKEN', 'User already exists'), t)).toMatch(
      /already exists/,
    );
  });

  it('treats any 429 as too many attempts', () => {
    expect(authErrorMessage(new ApiError(429, 'RATE_LIMITED', 'slow'), t)).toMatch(/Too many attempts/);
  });

  it('explains a network failure', () => {
    expect(authErrorMessage(new ApiError(0, 'NETWORK', 'Failed to fetch'), t)).toMatch(
      /Cannot reach the server/,
    );
  });

  it("falls back to the server's own message, then to a generic one", () => {
    expect(authErrorMessage(new ApiError(400, 'SOMETHING_NEW', 'The server says no'), t)).toBe(
      'The server says no',
    );
    expect(authErrorMessage(new Error('x'), t)).toBe('Something went wrong. Please try again.');
  });

  it('points field-specific codes at their field', () => {
    expect(fieldOfAuthError(new ApiError(400, 'EMAIL_TAKEN', ''))).toBe('email');
    expect(fieldOfAuthError(new ApiError(401, 'WRONG_CREDENTIALS', ''))).toBe('password');
    expect(fieldOfAuthError(new ApiError(401, 'WRONG_PASSWORD', ''))).toBe('password');
    expect(fieldOfAuthError(new ApiError(403, 'BANNED', ''))).toBeUndefined();
  });
});

describe('toFieldErrors', () => {
  it('translates sign-up problems per field', () => {
    const result = signUpSchema(8).safeParse({ name: '  ', email: 'not-an-email', password: 'short' });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error!, t)).toEqual({
      name: 'Enter a name.',
      email: 'Enter a valid email address.',
      password: 'Use at least 8 characters.',
    });
  });

  it('asks for a missing password on sign-in rather than a length', () => {
    const result = signInSchema.safeParse({ email: 'a@b.co', password: '' });
    expect(toFieldErrors(result.error!, t)).toEqual({ password: 'Enter your password.' });
  });

  it('reports over-long values with the limit', () => {
    const result = signUpSchema().safeParse({
      name: 'x'.repeat(61),
      email: 'a@b.co',
      password: 'y'.repeat(129),
    });
    expect(toFieldErrors(result.error!, t)).toEqual({
      name: 'A name can be at most 60 characters.',
      password: 'Use at most 128 characters.',
    });
  });
});
