import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  jiraFieldSchema,
  jiraImportResultSchema,
  jiraPreviewSchema,
  jiraProjectOptionsSchema,
  jiraProjectSchema,
  jiraStatusSchema,
  type ConnectJiraInput,
  type JiraQuery,
} from '../../../shared/api/jira';
import { api } from '../../lib/api-client';

const statusKey = (roomId: string) => ['jira', roomId] as const;

export function useJiraStatus(roomId: string, enabled = true) {
  return useQuery({
    queryKey: statusKey(roomId),
    queryFn: ({ signal }) => api.get(`/rooms/${roomId}/jira`, { signal, schema: jiraStatusSchema }),
    enabled,
  });
}

export function useJiraProjects(roomId: string, query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['jira', roomId, 'projects', query],
    queryFn: ({ signal }) =>
      api.get(`/rooms/${roomId}/jira/projects?query=${encodeURIComponent(query)}`, {
        signal,
        schema: jiraProjectSchema.array(),
      }),
    enabled,
  });
}

export function useJiraProjectOptions(roomId: string, key: string | null) {
  return useQuery({
    queryKey: ['jira', roomId, 'project', key],
    queryFn: ({ signal }) =>
      api.get(`/rooms/${roomId}/jira/projects/${encodeURIComponent(key ?? '')}`, {
        signal,
        schema: jiraProjectOptionsSchema,
      }),
    enabled: key !== null,
  });
}

export function useJiraFields(roomId: string) {
  return useQuery({
    queryKey: ['jira', roomId, 'fields'],
    queryFn: ({ signal }) =>
      api.get(`/rooms/${roomId}/jira/fields`, { signal, schema: jiraFieldSchema.array() }),
  });
}

export function useJiraActions(roomId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: statusKey(roomId) });
  return {
    connect: useMutation({
      mutationFn: (input: ConnectJiraInput) =>
        api.put(`/rooms/${roomId}/jira`, input, { schema: jiraStatusSchema }),
      onSuccess: refresh,
    }),
    choosePointsField: useMutation({
      mutationFn: (storyPointKey: string | null) =>
        api.put(`/rooms/${roomId}/jira/points-field`, { storyPointKey }, { schema: jiraStatusSchema }),
      onSuccess: refresh,
    }),
    chooseSite: useMutation({
      mutationFn: (siteID: string) =>
        api.put(`/rooms/${roomId}/jira/site`, { siteID }, { schema: jiraStatusSchema }),
      onSuccess: refresh,
    }),
    disconnect: useMutation({ mutationFn: () => api.delete(`/rooms/${roomId}/jira`), onSuccess: refresh }),
    preview: useMutation({
      mutationFn: (query: JiraQuery) =>
        api.post(`/rooms/${roomId}/jira/preview`, query, { schema: jiraPreviewSchema }),
    }),
    importIssues: useMutation({
      mutationFn: (query: JiraQuery) =>
        api.post(`/rooms/${roomId}/jira/import`, query, { schema: jiraImportResultSchema }),
      onSuccess: refresh,
    }),
  };
}
