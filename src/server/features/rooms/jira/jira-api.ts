import type { JiraHttp } from './jira-http';
import { JiraError } from './jira-errors';

/** Issues brought in at most by one import (a room holds 500 tasks). */
export const JIRA_IMPORT_LIMIT = 200;
const PAGE_SIZE = 100;

export interface FoundIssue {
  key: string;
  summary: string;
  points: number | null;
}

interface SearchPage {
  issues?: { key?: string; fields?: Record<string, unknown> }[];
  /** Cloud pages by token. */
  nextPageToken?: string | null;
  isLast?: boolean;
  /** Data Center pages by offset. */
  startAt?: number;
  total?: number;
}

interface EditField {
  name?: string;
  schema?: { type?: string; custom?: string };
}

/** The field that holds story points, by what it is called, from an issue's edit metadata. */
export function pointsFieldOf(fields: Record<string, EditField>): string | null {
  const entries = Object.entries(fields).filter(([, field]) => field.schema?.type === 'number');
  const named = (test: (name: string) => boolean) =>
    entries.find(([, field]) => test((field.name ?? '').toLowerCase()))?.[0] ?? null;
  return (
    // Team-managed projects, then company-managed ones, then anything that says points or estimate.
    named((name) => name === 'story point estimate') ??
    named((name) => name === 'story points') ??
    named((name) => /point|estimate/.test(name))
  );
}

/**
 * Searches page by page, up to the import limit: Cloud with `nextPageToken` on its JQL search,
 * Data Center with `startAt` on the older search it still serves.
 */
export async function searchIssues(
  http: JiraHttp,
  jql: string,
  points: { fields(): string[]; of(issueKey: string): string | null },
  limit = JIRA_IMPORT_LIMIT,
): Promise<{ issues: FoundIssue[]; more: boolean }> {
  const issues: FoundIssue[] = [];
  const fields = ['summary', ...points.fields()];
  let nextPageToken: string | undefined;
  for (;;) {
    const maxResults = Math.min(PAGE_SIZE, limit - issues.length);
    const page =
      http.version === 3
        ? await http.post<SearchPage>('/rest/api/3/search/jql', {
            jql,
            maxResults,
            fields,
            ...(nextPageToken ? { nextPageToken } : {}),
          })
        : await http.post<SearchPage>('/rest/api/2/search', {
            jql,
            maxResults,
            fields,
            startAt: issues.length,
          });
    const found = page.issues ?? [];
    for (const issue of found) {
      if (!issue.key) continue;
      const fieldId = points.of(issue.key);
      const value = fieldId ? issue.fields?.[fieldId] : null;
      issues.push({
        key: issue.key,
        summary: typeof issue.fields?.summary === 'string' ? issue.fields.summary : issue.key,
        points: typeof value === 'number' ? value : null,
      });
    }
    const more =
      http.version === 3
        ? !page.isLast && Boolean(page.nextPageToken)
        : found.length > 0 && (page.startAt ?? 0) + found.length < (page.total ?? 0);
    if (!more) return { issues, more: false };
    if (issues.length >= limit) return { issues: issues.slice(0, limit), more: true };
    nextPageToken = page.nextPageToken ?? undefined;
  }
}

/** The story-points field of the project an issue is in, found from its edit screen. */
export async function discoverPointsField(http: JiraHttp, issueKey: string): Promise<string | null> {
  const meta = await http.get<{ fields?: Record<string, EditField> }>(
    `/rest/api/{v}/issue/${encodeURIComponent(issueKey)}/editmeta`,
  );
  return pointsFieldOf(meta.fields ?? {});
}

/** The numeric fields of this Jira, sorted by name: what a facilitator may choose the points field from. */
export async function numericFields(http: JiraHttp): Promise<{ id: string; name: string }[]> {
  const fields =
    await http.get<{ id?: string; name?: string; schema?: { type?: string } }[]>('/rest/api/{v}/field');
  return fields
    .filter((field) => field.id && field.schema?.type === 'number')
    .map((field) => ({ id: field.id!, name: field.name ?? field.id! }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Sets the points of one issue. */
export async function writePoints(
  http: JiraHttp,
  issueKey: string,
  fieldId: string,
  points: number,
): Promise<void> {
  await http.put(`/rest/api/{v}/issue/${encodeURIComponent(issueKey)}`, { fields: { [fieldId]: points } });
}

interface Paged<T> {
  values?: T[];
}

type JiraProject = { id?: string; key?: string; name?: string; avatarUrls?: Record<string, string> };

const PROJECTS_SHOWN = 50;

/**
 * Projects whose key or name contains the query. Cloud searches them (`project/search`); Data
 * Center serves no such path, only every project the person may see (`GET /rest/api/2/project`),
 * which is filtered here.
 */
async function projectsMatching(http: JiraHttp, query: string): Promise<JiraProject[]> {
  if (http.version === 2) {
    const text = query.toLowerCase();
    const all = await http.get<JiraProject[]>('/rest/api/2/project');
    return all
      .filter((project) => `${project.key ?? ''} ${project.name ?? ''}`.toLowerCase().includes(text))
      .slice(0, PROJECTS_SHOWN);
  }
  const page = await http.get<Paged<JiraProject>>(
    `/rest/api/{v}/project/search?maxResults=${PROJECTS_SHOWN}&query=${encodeURIComponent(query)}`,
  );
  return page.values ?? [];
}

/** Projects whose key or name contains the query, with their 48×48 avatars. */
export async function findProjects(http: JiraHttp, query: string) {
  const projects = (await projectsMatching(http, query)).filter((project) => project.id && project.key);
  return Promise.all(
    projects.map(async (project) => {
      const avatar = project.avatarUrls?.['48x48'];
      return {
        id: project.id!,
        key: project.key!,
        name: project.name ?? project.key!,
        // Inlined, so a browser never asks Jira for it (and the page's CSP stays as tight as it is).
        avatarUrl: avatar ? await http.image(avatar) : null,
      };
    }),
  );
}

/** The sprints of a project's boards that are not closed (the agile API). */
async function openSprints(http: JiraHttp, key: string) {
  const boards = await http.get<Paged<{ id?: number; name?: string }>>(
    `/rest/agile/1.0/board?projectKeyOrId=${key}`,
  );
  const sprints = [];
  for (const board of boards.values ?? []) {
    if (board.id === undefined) continue;
    const page = await http.get<Paged<{ id?: number; name?: string; state?: string }>>(
      `/rest/agile/1.0/board/${board.id}/sprint`,
    );
    for (const sprint of page.values ?? []) {
      if (sprint.id !== undefined && sprint.state !== 'closed') {
        sprints.push({
          id: sprint.id,
          name: sprint.name ?? String(sprint.id),
          state: sprint.state ?? '',
          board: board.name ?? '',
        });
      }
    }
  }
  return sprints;
}

/** A sprint's name, or null when the agile API cannot say (not Jira Software, no permission). */
export async function sprintName(http: JiraHttp, sprintId: number): Promise<string | null> {
  try {
    const sprint = await http.get<{ name?: string }>(`/rest/agile/1.0/sprint/${sprintId}`);
    return typeof sprint.name === 'string' && sprint.name.trim() ? sprint.name.trim() : null;
  } catch (error) {
    if (error instanceof JiraError) return null;
    throw error;
  }
}

/**
 * A project's issue types and statuses, and the sprints of its boards that are not closed. Each
 * part is read on its own and fails on its own, saying why; only when both fail does the whole.
 */
export async function projectOptions(http: JiraHttp, projectKey: string) {
  const key = encodeURIComponent(projectKey);
  const [types, sprints] = await Promise.allSettled([
    http.get<{ name?: string; statuses?: { name?: string }[] }[]>(`/rest/api/{v}/project/${key}/statuses`),
    openSprints(http, key),
  ]);
  if (types.status === 'rejected' && sprints.status === 'rejected') throw types.reason;
  const reason = (result: PromiseSettledResult<unknown>) => {
    if (result.status === 'fulfilled') return undefined;
    if (result.reason instanceof JiraError) return result.reason.message;
    throw result.reason;
  };
  const found = types.status === 'fulfilled' ? types.value : [];
  const names = (list: (string | undefined)[]) => [
    ...new Set(list.filter((name): name is string => Boolean(name))),
  ];
  return {
    issueTypes: names(found.map((type) => type.name)),
    statuses: names(found.flatMap((type) => (type.statuses ?? []).map((status) => status.name))),
    sprints: sprints.status === 'fulfilled' ? sprints.value : [],
    unavailable: { issueTypes: reason(types), sprints: reason(sprints) },
  };
}
