import { z } from 'zod';
import { DEFAULT_MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from '../constants';
import { displayNameSchema } from './profile';

/** Error codes the auth endpoints answer with; the client translates each into a clear message. */
export const AUTH_ERROR_CODES = [
  'WRONG_PASSWORD',
  'WRONG_CREDENTIALS',
  'EMAIL_TAKEN',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'INVALID_EMAIL',
  'TOO_MANY_ATTEMPTS',
  'BANNED',
  'RESET_LINK_INVALID',
  'RESET_BY_EMAIL_OFF',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export const emailSchema = z.email('Enter a valid email address').max(254);

export const passwordSchema = (minLength = DEFAULT_MIN_PASSWORD_LENGTH) =>
  z
    .string()
    .min(minLength, `Use at least ${minLength} characters`)
    .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`);

export const signUpSchema = (minLength?: number) =>
  z.object({ name: displayNameSchema, email: emailSchema, password: passwordSchema(minLength) });

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password'),
});

export const guestSignInSchema = z.object({ name: displayNameSchema });
