// Apart from the schemas, so a page that only reads an error code does not load zod.
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
