/** The rules of a team that pages show without loading zod (shared/api/teams.ts checks them). */
export const TEAM_NAME_MAX_LENGTH = 60;
/** The colours a team's avatar may have: the app's own palette, readable in both themes. */
export const TEAM_COLORS = ['green', 'blue', 'violet', 'rose', 'amber', 'teal', 'slate'] as const;
export type TeamColor = (typeof TEAM_COLORS)[number];
export const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
