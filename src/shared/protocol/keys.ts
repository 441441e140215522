import { z } from 'zod';

/** SPEC §5: keys are never empty and never contain . # $ / [ ] (the presence store's rule). */
export const keySchema = z
  .string()
  .min(1, 'A key cannot be empty')
  .max(64, 'A key is at most 64 characters')
  .regex(/^[^.#$/[\]]+$/, 'A key cannot contain . # $ / [ or ]');

/** Room ids are also URL path segments. */
export const roomIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Not a room id');
