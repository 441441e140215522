/** The rules a new room is checked by, fetched (zod with them) when the form is first used. */
export { roomNameSchema } from '../../../shared/protocol/room-protocol';
export { createRoomResponseSchema, createRoomSchema } from '../../../shared/api/rooms';
