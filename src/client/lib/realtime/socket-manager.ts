import { io, type Socket } from 'socket.io-client';
import { getRuntimeConfig } from '../runtime-config';
import { watchServerClosing } from './server-closing';

export const RECONNECT_DELAY_MS = 500;
export const RECONNECT_DELAY_MAX_MS = 10_000;
/** Long enough for a remount (StrictMode, a quick route change) to pick the same socket up again. */
const RELEASE_DELAY_MS = 1_500;

interface SharedSocket {
  socket: Socket;
  userId: string;
  roomId: string | null;
  holders: number;
  releaseTimer: ReturnType<typeof setTimeout> | undefined;
}

let shared: SharedSocket | null = null;

/** The socket endpoint lives on the API's origin; the session cookie identifies the user there. */
function socketOrigin(): string {
  try {
    return new URL(getRuntimeConfig().apiBaseUrl).origin;
  } catch {
    return window.location.origin;
  }
}

function createSocket(): Socket {
  const socket = io(socketOrigin(), {
    path: '/socket.io',
    // WebSocket first; long polling only for networks that block WebSockets (DESIGN §6).
    transports: ['websocket', 'polling'],
    withCredentials: true,
    reconnection: true,
    reconnectionDelay: RECONNECT_DELAY_MS,
    reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
    randomizationFactor: 0.5,
    autoConnect: false,
  });
  watchServerClosing(socket);
  return socket;
}

/**
 * One socket per tab. Identity is the session cookie of the handshake, so a different user needs a
 * new socket; a different room needs a fresh connection so the old room no longer sees us online.
 */
export function acquireSocket(userId: string, roomId: string): Socket {
  if (shared && shared.userId !== userId) {
    shared.socket.disconnect();
    clearTimeout(shared.releaseTimer);
    shared = null;
  }
  if (!shared) {
    shared = { socket: createSocket(), userId, roomId, holders: 0, releaseTimer: undefined };
  }
  clearTimeout(shared.releaseTimer);
  shared.releaseTimer = undefined;
  shared.holders += 1;
  const { socket } = shared;
  if (shared.roomId !== roomId) {
    shared.roomId = roomId;
    if (socket.connected) socket.disconnect();
  }
  if (!socket.active) socket.connect();
  return socket;
}

/** Closes the socket once nobody has held it for a moment: presence then turns us offline. */
export function releaseSocket(socket: Socket): void {
  const current = shared;
  if (!current || current.socket !== socket) return;
  current.holders = Math.max(0, current.holders - 1);
  if (current.holders > 0) return;
  current.releaseTimer = setTimeout(() => {
    if (shared !== current || current.holders > 0) return;
    current.socket.disconnect();
    shared = null;
  }, RELEASE_DELAY_MS);
}
