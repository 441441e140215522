/** What the Jira double holds: a few projects of both styles, their issues, boards and sprints. */
export interface DoubleProject {
  id: string;
  key: string;
  name: string;
  /** Team-managed projects call their field "Story point estimate"; company-managed "Story Points". */
  style: 'team' | 'company';
}

export interface DoubleIssue {
  id: string;
  key: string;
  projectKey: string;
  summary: string;
  issueType: string;
  status: string;
  sprintId: number | null;
  fields: Record<string, unknown>;
}

export interface DoubleSprint {
  id: number;
  boardId: number;
  name: string;
  state: 'active' | 'future' | 'closed';
}

export const STORY_POINT_ESTIMATE = 'customfield_10016';
export const STORY_POINTS = 'customfield_10028';
export const BUSINESS_VALUE = 'customfield_10050';

export const FIELD_NAMES: Record<string, string> = {
  [STORY_POINT_ESTIMATE]: 'Story point estimate',
  [STORY_POINTS]: 'Story Points',
  [BUSINESS_VALUE]: 'Business value',
};

export const ISSUE_TYPES = ['Story', 'Bug', 'Task'] as const;
export const STATUSES = ['To Do', 'In Progress', 'Done'] as const;

export const pointsField = (project: DoubleProject) =>
  project.style === 'team' ? STORY_POINT_ESTIMATE : STORY_POINTS;

export interface JiraData {
  projects: DoubleProject[];
  issues: DoubleIssue[];
  boards: { id: number; name: string; projectKey: string }[];
  sprints: DoubleSprint[];
}

/** A small Jira to click through: two projects, one of each style, with a sprint each. */
export function demoData(issuesPerProject = 12): JiraData {
  const projects: DoubleProject[] = [
    { id: '10000', key: 'APP', name: 'Mobile app', style: 'team' },
    { id: '10001', key: 'WEB', name: 'Web shop', style: 'company' },
  ];
  const boards = projects.map((project, index) => ({
    id: index + 1,
    name: `${project.key} board`,
    projectKey: project.key,
  }));
  const sprints: DoubleSprint[] = boards.flatMap((board) => [
    {
      id: board.id * 10 + 1,
      boardId: board.id,
      name: `${board.name.split(' ')[0]} Sprint 1`,
      state: 'closed' as const,
    },
    {
      id: board.id * 10 + 2,
      boardId: board.id,
      name: `${board.name.split(' ')[0]} Sprint 2`,
      state: 'active' as const,
    },
  ]);
  const summaries = [
    'Sign in with a passkey',
    'Show order history',
    'Fix the cart total',
    'Dark mode',
    'Export invoices as PDF',
    'Search by colour',
  ];
  const issues: DoubleIssue[] = projects.flatMap((project, p) =>
    Array.from({ length: issuesPerProject }, (_, i) => ({
      id: String(20000 + p * 1000 + i),
      key: `${project.key}-${i + 1}`,
      projectKey: project.key,
      summary: `${summaries[i % summaries.length]!} (${i + 1})`,
      issueType: ISSUE_TYPES[i % ISSUE_TYPES.length]!,
      status: STATUSES[i % STATUSES.length]!,
      sprintId: i % 2 === 0 ? (p + 1) * 10 + 2 : null,
      fields: i === 0 ? { [pointsField(project)]: 3 } : {},
    })),
  );
  return { projects, issues, boards, sprints };
}
