import { z } from 'zod';
import { DEFAULT_MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from '../constants';
import { displayNameSchema } from './profile';

export { AUTH_ERROR_CODES, type AuthErrorCode } from './auth-error-codes';

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
