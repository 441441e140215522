import { createRoomResponseSchema, createRoomSchema, type CreateRoomInput } from '../../../shared/api/rooms';
import { api } from '../../lib/api-client';

/** POST /api/rooms: the creator becomes owner, and player or observer as they chose. */
export async function createRoom(input: CreateRoomInput): Promise<string> {
  const body = createRoomSchema.parse(input);
  const { id } = await api.post('/rooms', body, { schema: createRoomResponseSchema });
  return id;
}
