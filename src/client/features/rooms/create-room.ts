import type { CreateRoomInput } from '../../../shared/api/rooms';
import { api } from '../../lib/api-client';
import { lazyRules } from '../../lib/lazy-rules';

export const newGameRules = lazyRules(() => import('./new-game-rules'));
export type NewGameRules = Awaited<ReturnType<typeof newGameRules.load>>;

/** POST /api/rooms: the creator becomes owner, and player or observer as they chose. */
export async function createRoom(
  input: CreateRoomInput,
  { createRoomSchema, createRoomResponseSchema }: NewGameRules,
  teamId: string | null = null,
): Promise<string> {
  const body = { ...createRoomSchema.parse(input), teamId };
  const { id } = await api.post('/rooms', body, { schema: createRoomResponseSchema });
  return id;
}
