/**
 * The retro kind's protocol version and event names, with no schema library, for the board's page
 * (retro-protocol.ts re-exports them).
 */
/** Bumped when a message changes shape; the server refuses clients that speak another version. */
export const RETRO_PROTOCOL_VERSION = 2;
/** Socket.IO event names of the retro kind, beside the estimation rooms' on the same socket. */
export const RETRO_COMMAND_EVENT = 'retro:command';
export const RETRO_EVENT = 'retro:event';
