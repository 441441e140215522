import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, LOCALES } from '../constants';
import { ONE_LINE } from '../domain/text';

export const siteRoleSchema = z.enum(['user', 'admin']);
export type SiteRole = z.infer<typeof siteRoleSchema>;

/** The signed-in user as the client sees it: identity data merged with the stored profile (SPEC §3). */
export const profileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  role: siteRoleSchema,
  isAnonymous: z.boolean(),
  sound: z.boolean(),
  soundVolume: z.number().min(0).max(1),
  locale: z.enum(LOCALES).nullable(),
  lastVisitDate: z.string().nullable(),
  createAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(DISPLAY_NAME_MAX_LENGTH, `A name can be at most ${DISPLAY_NAME_MAX_LENGTH} characters`)
  .regex(ONE_LINE, 'A name is one line, without tabs');

export const profilePatchSchema = z
  .object({
    displayName: displayNameSchema,
    sound: z.boolean(),
    soundVolume: z.number().min(0).max(1),
    locale: z.enum(LOCALES),
  })
  .partial()
  .strict();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** GET /api/session: who is signed in, answered with 200 either way so visitors see no error. */
export const sessionResponseSchema = z.object({ profile: profileSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** GET /api/profile/stats: numbers counted from the rooms, tasks and votes tables. */
export const profileStatsSchema = z.object({
  /** Tasks with an agreed final estimate, in rooms the user is a member of. */
  tasksEstimated: z.number().int().nonnegative(),
  /** Revealed rounds (on tasks or on the room itself) in which the user's vote is on record. */
  roundsVoted: z.number().int().nonnegative(),
  /** The latest room the user opened, if any. */
  lastVisit: z.object({ date: z.string(), roomId: z.string(), roomName: z.string() }).nullable(),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

/** A way to sign in linked to the account: its password, or a company provider (with its label). */
export const signInMethodSchema = z.object({ id: z.string(), label: z.string().nullable() });
export type SignInMethod = z.infer<typeof signInMethodSchema>;
export const signInMethodsSchema = z.object({ methods: z.array(signInMethodSchema) });
