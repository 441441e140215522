/**
 * What every kind of live room shares on the wire. A kind adds its own commands, events and error
 * codes on top; these are the codes the engine itself answers with.
 */
export const LIVE_ERROR_CODES = [
  'BAD_REQUEST',
  'UNSUPPORTED_PROTOCOL',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'NOT_MEMBER',
  'LIMIT_REACHED',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type LiveErrorCode = (typeof LIVE_ERROR_CODES)[number];
