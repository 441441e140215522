/** Who a request or a live connection is, as its session says: what every side of the server checks. */
export interface SessionUser {
  id: string;
  /** The session this request or connection runs in; ending it closes the connection. */
  sessionId: string;
  email: string;
  role: string;
  isAnonymous: boolean;
}

/** A session's user as stored (SQLite keeps booleans as 0 and 1) made into who a request is. */
export function toSessionUser(stored: {
  id: string;
  sessionId: string;
  email: string;
  role?: string | null;
  isAnonymous?: boolean | number | null;
}): SessionUser {
  return {
    id: stored.id,
    sessionId: stored.sessionId,
    email: stored.email,
    role: stored.role ?? 'user',
    isAnonymous: Boolean(stored.isAnonymous),
  };
}
