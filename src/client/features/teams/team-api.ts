import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail, TeamInput, TeamRole } from '../../../shared/api/teams';
import { api, isApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { lazyRules } from '../../lib/lazy-rules';
import { toast } from '../../lib/toast';

/** The answers' schemas come with zod while the request is on its way, not with the page. */
export const teamRules = lazyRules(() => import('../../../shared/api/teams'));

export const MY_TEAMS_KEY = ['teams'] as const;
export const teamKey = (teamId: string) => ['team', teamId] as const;

export function useMyTeams(enabled = true) {
  return useQuery({
    queryKey: MY_TEAMS_KEY,
    queryFn: ({ signal }) =>
      api.get('/teams', { signal, schema: teamRules.schema((rules) => rules.teamSummarySchema.array()) }),
    enabled,
  });
}

export function useTeam(teamId: string) {
  return useQuery({
    queryKey: teamKey(teamId),
    queryFn: ({ signal }) =>
      api.get(`/teams/${teamId}`, { signal, schema: teamRules.schema((rules) => rules.teamDetailSchema) }),
    retry: (failures, failure) => !(isApiError(failure) && failure.status === 404) && failures < 2,
  });
}

/** The team's figures over time: read when its page shows them, not with the page. */
export function useTeamFigures(teamId: string) {
  return useQuery({
    queryKey: ['team', teamId, 'figures'] as const,
    queryFn: ({ signal }) =>
      api.get(`/teams/${teamId}/figures`, {
        signal,
        schema: teamRules.schema((rules) => rules.teamFiguresSchema),
      }),
  });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TeamInput) => {
      const rules = await teamRules.load();
      return api.post('/teams', rules.teamInputSchema.parse(input), { schema: rules.teamDetailSchema });
    },
    onSuccess: (team) => {
      queryClient.setQueryData(teamKey(team.id), team);
      void queryClient.invalidateQueries({ queryKey: MY_TEAMS_KEY });
    },
  });
}

/** What an admin (or a member leaving) changes on the team page: one list, one way to say a failure. */
export type TeamChange =
  | { kind: 'rename'; name: string }
  | { kind: 'newLink' }
  | { kind: 'revokeLink' }
  | { kind: 'setRole'; userId: string; role: TeamRole }
  | { kind: 'remove'; userId: string }
  | { kind: 'delete' }
  | { kind: 'email'; email: string }
  /** An open action of one of the team's retros, checked off from the team page. */
  | { kind: 'actionDone'; actionId: string }
  /** The same, handed to a member (or to nobody). */
  | { kind: 'actionOwner'; actionId: string; ownerUserId: string | null };

function sendChange(teamId: string, change: TeamChange): Promise<unknown> {
  switch (change.kind) {
    case 'rename':
      return api.patch(`/teams/${teamId}`, { name: change.name });
    case 'newLink':
      return api.post(`/teams/${teamId}/invite`, {});
    case 'revokeLink':
      return api.delete(`/teams/${teamId}/invite`);
    case 'setRole':
      return api.patch(`/teams/${teamId}/members/${change.userId}`, { role: change.role });
    case 'remove':
      return api.delete(`/teams/${teamId}/members/${change.userId}`);
    case 'delete':
      return api.delete(`/teams/${teamId}`);
    case 'email':
      return api.post(`/teams/${teamId}/invite/email`, { email: change.email });
    case 'actionDone':
      return api.put(`/retro-actions/${encodeURIComponent(change.actionId)}`, { done: true });
    case 'actionOwner':
      return api.put(`/retro-actions/${encodeURIComponent(change.actionId)}`, {
        ownerUserId: change.ownerUserId,
      });
    default: {
      const unknownChange: never = change;
      throw new Error(`unknown team change ${JSON.stringify(unknownChange)}`);
    }
  }
}

export function useTeamActions(teamId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TeamChange) => sendChange(teamId, change),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKey(teamId) });
      void queryClient.invalidateQueries({ queryKey: MY_TEAMS_KEY });
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : t('errors.generic')),
  });
}

export type TeamActions = ReturnType<typeof useTeamActions>;
export type { TeamDetail };

export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: ['team-invite', token],
    queryFn: ({ signal }) =>
      api.get(`/team-invites/${token}`, {
        signal,
        schema: teamRules.schema((rules) => rules.teamInvitePreviewSchema),
      }),
    retry: (failures, failure) => !(isApiError(failure) && failure.status === 404) && failures < 2,
  });
}

export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/team-invites/${token}`, {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_TEAMS_KEY }),
  });
}
