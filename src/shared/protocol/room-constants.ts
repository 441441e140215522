/**
 * The estimation room's limits, event names and emojis, with no schema library: the pages of the
 * browser read these without downloading zod (room-view.ts and room-protocol.ts re-export them).
 */
export const ROOM_NAME_MAX_LENGTH = 80;
export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_DESCRIPTION_MAX_LENGTH = 2000;
export const MAX_TASKS_PER_ROOM = 500;
export const MAX_TASKS_PER_COMMAND = 100;

/** Bumped when a message changes shape; the server refuses clients that speak another version. */
export const ROOM_PROTOCOL_VERSION = 4;

/** Socket.IO event names: commands go up on one channel, events come down on another. */
export const ROOM_COMMAND_EVENT = 'room:command';
export const ROOM_EVENT = 'room:event';

export const EMOJIS = ['👍', '🎉', '🔥', '❤️', '😂', '🤔', '😮', '☕', '🚀', '🍅'] as const;
