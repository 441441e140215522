import { z } from 'zod';
import { ROOM_ID_PATTERN } from './room-id';

/** SPEC §5: keys are never empty and never contain . # $ / [ ] (the presence store's rule). */
export const keySchema = z
  .string()
  .min(1, 'A key cannot be empty')
  .max(64, 'A key is at most 64 characters')
  .regex(/^[^.#$/[\]]+$/, 'A key cannot contain . # $ / [ or ]');

export const roomIdSchema = z.string().regex(ROOM_ID_PATTERN, 'Not a room id');
