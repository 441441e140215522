import type { z } from 'zod';
import { AUTH_ERROR_CODES, type AuthErrorCode } from '../../../shared/api/auth-error-codes';
import { isApiError } from '../../lib/api-client';
import type { TFunction } from '../../lib/i18n';

export function isAuthErrorCode(code: string): code is AuthErrorCode {
  return (AUTH_ERROR_CODES as readonly string[]).includes(code);
}

/** A banned person is told why and until when, so they know whom to ask and whether waiting helps. */
function banMessage(details: unknown, t: TFunction): string {
  const { reason, expiresAt } = (typeof details === 'object' && details !== null ? details : {}) as Record<
    string,
    unknown
  >;
  const parts = [t('auth.serverErrors.BANNED')];
  if (typeof reason === 'string' && reason) parts.push(t('auth.ban.reason', { reason }));
  if (typeof expiresAt === 'string' && expiresAt) {
    parts.push(t('auth.ban.until', { date: new Date(expiresAt).toLocaleString() }));
  }
  return parts.join(' ');
}

/** A message a person can act on: our translation of a known code, else the server's own words. */
export function authErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.generic');
  if (error.code === 'BANNED') return banMessage(error.details, t);
  if (isAuthErrorCode(error.code)) return t(`auth.serverErrors.${error.code}`);
  if (error.status === 429) return t('auth.serverErrors.TOO_MANY_ATTEMPTS');
  if (error.code === 'NETWORK') return t('errors.network');
  return error.message || t('errors.generic');
}

export type AuthField = 'name' | 'email' | 'password';

const FIELD_OF_CODE: Partial<Record<AuthErrorCode, AuthField>> = {
  EMAIL_TAKEN: 'email',
  INVALID_EMAIL: 'email',
  WRONG_PASSWORD: 'password',
  WRONG_CREDENTIALS: 'password',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
};

/** The field a server error is about, so it can also be shown under that field. */
export function fieldOfAuthError(error: unknown): AuthField | undefined {
  return isApiError(error) && isAuthErrorCode(error.code) ? FIELD_OF_CODE[error.code] : undefined;
}

export type FieldErrors = Partial<Record<AuthField, string>>;

function messageFor(issue: z.core.$ZodIssue, t: TFunction): string {
  const field = issue.path[0];
  if (field === 'email') return t('auth.validation.email');
  if (field === 'password') {
    if (issue.code === 'too_big') return t('auth.validation.passwordMax', { max: Number(issue.maximum) });
    if (issue.code === 'too_small' && Number(issue.minimum) > 1) {
      return t('auth.validation.passwordMin', { min: Number(issue.minimum) });
    }
    return t('auth.validation.passwordRequired');
  }
  if (field === 'name') {
    if (issue.code === 'too_big') return t('auth.validation.nameMax', { max: Number(issue.maximum) });
    return t('auth.validation.nameRequired');
  }
  return issue.message;
}

/** The first problem of each field, translated (the shared schemas carry English messages only). */
export function toFieldErrors(error: z.ZodError, t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'email' || field === 'password') && !errors[field]) {
      errors[field] = messageFor(issue, t);
    }
  }
  return errors;
}
