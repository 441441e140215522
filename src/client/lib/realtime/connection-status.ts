export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** After this many failed reconnection attempts in a row we call it offline (while still retrying). */
export const OFFLINE_AFTER_ATTEMPTS = 4;

export interface ConnectionFacts {
  /** The socket is up and the room has answered the join with a snapshot. */
  joined: boolean;
  /** A snapshot was received at least once on this page. */
  everJoined: boolean;
  browserOnline: boolean;
  failedAttempts: number;
}

/** The browser knowing it is offline wins: a socket can look connected for a while after the network is gone. */
export function connectionStatus({
  joined,
  everJoined,
  browserOnline,
  failedAttempts,
}: ConnectionFacts): ConnectionStatus {
  if (!browserOnline) return 'offline';
  if (joined) return 'connected';
  if (failedAttempts >= OFFLINE_AFTER_ATTEMPTS) return 'offline';
  return everJoined ? 'reconnecting' : 'connecting';
}
