import { loadMessages } from '../../lib/i18n';

/**
 * What other features may use of teams, each loaded when first needed (most people are in no team):
 * the picker on the forms that make rooms and retros, and the owner's dialog that moves one.
 */
export const loadTeamPicker = () =>
  Promise.all([import('./team-picker'), loadMessages(['teams'])]).then(([module]) => module.TeamPicker);
export { MoveToTeam } from './move-to-team';
