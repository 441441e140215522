/**
 * What other features may use of teams: the picker on the forms that make rooms and retros, loaded
 * after the form paints (most people are in no team, and it shows nothing to them).
 */
export const loadTeamPicker = () => import('./team-picker').then((module) => module.TeamPicker);
