import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import {
  adminFeedbackItemSchema,
  adminFeedbackPageSchema,
  adminOverviewSchema,
  adminUserPageSchema,
  adminUserSchema,
  type AdminFeedbackQuery,
  type AdminUsersQuery,
  type BanUserInput,
  type FeedbackStatus,
} from '../../../shared/api/admin';
import type { SiteRole } from '../../../shared/api/profile';
import { adminTeamSchema } from '../../../shared/api/teams';
import { api } from '../../lib/api-client';
import { SESSION_QUERY_KEY } from '../auth';
import { adminErrorMessage } from './admin-errors';
import { useTranslation } from '../../lib/i18n';

const ADMIN_KEY = ['admin'] as const;
const toParams = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

export function useAdminOverview() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'overview'],
    queryFn: ({ signal }) =>
      api.get(`/admin/overview?${toParams({ tzOffset: new Date().getTimezoneOffset() })}`, {
        signal,
        schema: adminOverviewSchema,
      }),
    refetchInterval: 60_000,
  });
}

export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'users', query],
    queryFn: ({ signal }) =>
      api.get(`/admin/users?${toParams(query)}`, { signal, schema: adminUserPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminFeedback(query: AdminFeedbackQuery) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'feedback', query],
    queryFn: ({ signal }) =>
      api.get(`/admin/feedback?${toParams(query)}`, { signal, schema: adminFeedbackPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export type UserAction =
  | { kind: 'role'; role: SiteRole }
  | { kind: 'ban'; input: BanUserInput }
  | { kind: 'unban' }
  | { kind: 'signOut' }
  | { kind: 'delete' };

function runUserAction(userId: string, action: UserAction): Promise<unknown> {
  const base = `/admin/users/${encodeURIComponent(userId)}`;
  switch (action.kind) {
    case 'role':
      return api.patch(`${base}/role`, { role: action.role }, { schema: adminUserSchema });
    case 'ban':
      return api.put(`${base}/ban`, action.input, { schema: adminUserSchema });
    case 'unban':
      return api.delete(`${base}/ban`, { schema: adminUserSchema });
    case 'signOut':
      return api.post(`${base}/sign-out`);
    case 'delete':
      return api.delete(base);
    default: {
      const unreachable: never = action;
      throw new Error(`unknown action ${JSON.stringify(unreachable)}`);
    }
  }
}

/** Every change to a user refreshes the admin figures, and the session (one may demote oneself). */
export function useUserAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: UserAction }) => runUserAction(userId, action),
    onError: (error) => toast.error(adminErrorMessage(error, t)),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}

export function useSetFeedbackStatus() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: FeedbackStatus }) =>
      api.patch(`/admin/feedback/${encodeURIComponent(id)}`, { status }, { schema: adminFeedbackItemSchema }),
    onSuccess: (item) =>
      toast.success(
        t(item.status === 'resolved' ? 'admin.feedback.resolvedDone' : 'admin.feedback.reopenedDone'),
      ),
    onError: (error) => toast.error(adminErrorMessage(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export function useAdminTeams() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'teams'],
    queryFn: ({ signal }) => api.get('/admin/teams', { signal, schema: adminTeamSchema.array() }),
  });
}

/** Deleting a team refreshes the list and the overview's count. */
export function useDeleteTeam() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => api.delete(`/admin/teams/${encodeURIComponent(teamId)}`),
    onError: (error) => toast.error(adminErrorMessage(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
