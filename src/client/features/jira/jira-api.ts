import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectJiraInput, JiraQuery } from '../../../shared/api/jira';
import { api } from '../../lib/api-client';
import { jiraRules } from './jira-rules';

const statusKey = (roomId: string) => ['jira', roomId] as const;

export function useJiraStatus(roomId: string, enabled = true) {
  return useQuery({
    queryKey: statusKey(roomId),
    queryFn: ({ signal }) =>
      api.get(`/rooms/${roomId}/jira`, {
        signal,
        schema: jiraRules.schema((rules) => rules.jiraStatusSchema),
      }),
    enabled,
  });
}

export function useJiraProjects(roomId: string, query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['jira', roomId, 'projects', query],
    queryFn: ({ signal }) =>
      api.get(`/rooms/${roomId}/jira/projects?query=${encodeURIComponent(query)}`, {
        signal,
        schema: jiraRules.schema((rules) => rules.jiraProjectSchema.array()),
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
        schema: jiraRules.schema((rules) => rules.jiraProjectOptionsSchema),
      }),
    enabled: key !== null,
  });
}

export function useJiraFields(roomId: string) {
  return useQuery({
    queryKey: ['jira', roomId, 'fields'],
    queryFn: ({ signal }) =>
      api.get(`/rooms/${roomId}/jira/fields`, {
        signal,
        schema: jiraRules.schema((rules) => rules.jiraFieldSchema.array()),
      }),
  });
}

export function useJiraActions(roomId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: statusKey(roomId) });
  return {
    connect: useMutation({
      mutationFn: (input: ConnectJiraInput) =>
        api.put(`/rooms/${roomId}/jira`, input, {
          schema: jiraRules.schema((rules) => rules.jiraStatusSchema),
        }),
      onSuccess: refresh,
    }),
    choosePointsField: useMutation({
      mutationFn: (storyPointKey: string | null) =>
        api.put(
          `/rooms/${roomId}/jira/points-field`,
          { storyPointKey },
          { schema: jiraRules.schema((rules) => rules.jiraStatusSchema) },
        ),
      onSuccess: refresh,
    }),
    chooseSite: useMutation({
      mutationFn: (siteID: string) =>
        api.put(
          `/rooms/${roomId}/jira/site`,
          { siteID },
          { schema: jiraRules.schema((rules) => rules.jiraStatusSchema) },
        ),
      onSuccess: refresh,
    }),
    disconnect: useMutation({ mutationFn: () => api.delete(`/rooms/${roomId}/jira`), onSuccess: refresh }),
    preview: useMutation({
      mutationFn: (query: JiraQuery) =>
        api.post(`/rooms/${roomId}/jira/preview`, query, {
          schema: jiraRules.schema((rules) => rules.jiraPreviewSchema),
        }),
    }),
    importIssues: useMutation({
      mutationFn: (query: JiraQuery) =>
        api.post(`/rooms/${roomId}/jira/import`, query, {
          schema: jiraRules.schema((rules) => rules.jiraImportResultSchema),
        }),
      onSuccess: refresh,
    }),
  };
}
