import { z } from 'zod';
import { ONE_LINE } from '../domain/text';
import type { RetroActionFigures, WeekFigures } from '../domain/team-figures';
import { TEAM_COLORS, TEAM_NAME_MAX_LENGTH, TEAM_ROLES } from '../domain/teams';

export {
  TEAM_COLORS,
  TEAM_NAME_MAX_LENGTH,
  TEAM_ROLES,
  type TeamColor,
  type TeamRole,
} from '../domain/teams';

export const teamInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the team a name')
    .max(TEAM_NAME_MAX_LENGTH, `A team name is at most ${TEAM_NAME_MAX_LENGTH} characters`)
    .regex(ONE_LINE, 'A team name is one line, without tabs'),
  color: z.enum(TEAM_COLORS).default('green'),
});
export type TeamInput = z.input<typeof teamInputSchema>;
export const teamPatchSchema = teamInputSchema.partial().strict();

/** An invitation sent by email: the team's own link, to one address. */
export const teamInviteEmailSchema = z
  .object({ email: z.email('Enter a valid email address').max(254) })
  .strict();

export const teamRoleChangeSchema = z.object({ role: z.enum(TEAM_ROLES) }).strict();

export const teamSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.enum(TEAM_COLORS),
  myRole: z.enum(TEAM_ROLES),
  memberCount: z.number().int(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamMemberSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** The team's invitation link: one at a time, shown to its admins only. */
export const teamInviteSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type TeamInvite = z.infer<typeof teamInviteSchema>;

/** A room or retro of the team, as its page lists it: newest first, with when it was last used. */
export const teamMeetingSchema = z.object({
  id: z.string(),
  name: z.string(),
  createAt: z.string(),
  lastActivity: z.string(),
});
export type TeamMeeting = z.infer<typeof teamMeetingSchema>;

/** An open action item of one of the team's retros. */
export const teamActionSchema = z.object({
  id: z.string(),
  text: z.string(),
  ownerUserId: z.string().nullable(),
  ownerName: z.string().nullable(),
  dueDate: z.string().nullable(),
  retroId: z.string(),
  retroName: z.string(),
});
export type TeamAction = z.infer<typeof teamActionSchema>;

export const teamDetailSchema = teamSummarySchema.extend({
  /** Overdue first, then by due date (none last), then oldest first. */
  openActions: z.array(teamActionSchema),
  members: z.array(teamMemberSchema),
  rooms: z.array(teamMeetingSchema),
  retros: z.array(teamMeetingSchema),
  invite: teamInviteSchema.nullable(),
  createAt: z.string(),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** What an invitation link shows before it is accepted. */
export const teamInvitePreviewSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  color: z.enum(TEAM_COLORS),
  memberCount: z.number().int(),
  alreadyMember: z.boolean(),
});
export type TeamInvitePreview = z.infer<typeof teamInvitePreviewSchema>;

/** The team's figures over time (shared/domain/team-figures.ts computes them). */
export const teamFiguresSchema = z.object({
  weeks: z.array(
    z.object({
      week: z.string(),
      sprint: z.string().nullable(),
      tasks: z.number().int(),
      estimated: z.number().int(),
      points: z.number(),
      agreedFirst: z.number().int(),
      judged: z.number().int(),
      revoted: z.number().int(),
      averageSpread: z.number().nullable(),
    }) satisfies z.ZodType<WeekFigures>,
  ),
  retros: z.array(
    z.object({
      retroId: z.string(),
      name: z.string(),
      createAt: z.string(),
      opened: z.number().int(),
      done: z.number().int(),
      overdue: z.number().int(),
    }) satisfies z.ZodType<RetroActionFigures>,
  ),
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

/** A team as the server's administrators see it in /admin/teams. */
export const adminTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.enum(TEAM_COLORS),
  memberCount: z.number().int(),
  roomCount: z.number().int(),
  retroCount: z.number().int(),
  createAt: z.string(),
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;
