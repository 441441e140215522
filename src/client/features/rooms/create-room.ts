import type { CreateRoomInput } from '../../../shared/api/rooms';
import { api } from '../../lib/api-client';
import type * as NewGameRules from './new-game-rules';

/** POST /api/rooms: the creator becomes owner, and player or observer as they chose. */
export async function createRoom(
  input: CreateRoomInput,
  { createRoomSchema, createRoomResponseSchema }: typeof NewGameRules,
): Promise<string> {
  const body = createRoomSchema.parse(input);
  const { id } = await api.post('/rooms', body, { schema: createRoomResponseSchema });
  return id;
}
