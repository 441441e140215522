/**
 * Security events, each one warn line tagged `security` with the event's name, so an operator can
 * alert on them (`"security":"sign_in_failed"`) without parsing messages. Never a password, token
 * or cookie: callers pass who and where, not what was typed.
 */
export type SecurityEvent =
  | 'sign_in_failed'
  | 'banned_sign_in'
  | 'rate_limited'
  | 'live_rate_limited'
  | 'live_connections_limited'
  | 'passcode_attempts_limited'
  | 'admin_refused'
  | 'origin_refused';

interface WarnLog {
  warn(details: object, message: string): void;
}

export function logSecurityEvent(log: WarnLog, event: SecurityEvent, details: Record<string, unknown>) {
  log.warn({ security: event, ...details }, `security: ${event.replaceAll('_', ' ')}`);
}

/** An email as typed, only when it looks like one: a password typed into the email field stays out. */
export function typedEmail(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.length > 254) return undefined;
  return /^[^\s@]+@[^\s@]+$/.test(email.trim()) ? email.trim().toLowerCase() : undefined;
}
