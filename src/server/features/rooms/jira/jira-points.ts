import { discoverPointsField } from './jira-api';
import { JiraError } from './jira-errors';
import type { JiraHttp } from './jira-http';

/** The project of an issue key: "APP" of "APP-12". */
export const projectOf = (issueKey: string): string => issueKey.slice(0, issueKey.lastIndexOf('-'));

/**
 * Which field holds an issue's story points. A field a person chose holds them for every issue;
 * otherwise each project's own is found from one of its issues' edit screen (team-managed and
 * company-managed projects name theirs differently) and remembered through `remember`.
 */
export function pointsFields(
  http: JiraHttp,
  settings: { storyPointKey: string | null; pointsKeys: Record<string, string> },
  remember: (project: string, fieldId: string) => Promise<void>,
) {
  const chosen = settings.storyPointKey;
  // A project known to have none is asked only once per call.
  const known = new Map<string, string | null>(Object.entries(settings.pointsKeys));
  /** Issues whose edit screen could not be read (deleted, or hidden from this account). */
  const unreadable = new Map<string, JiraError>();
  return {
    /** Every field that may hold points, to ask a search for. */
    fields: (): string[] =>
      chosen ? [chosen] : [...new Set([...known.values()].filter((id): id is string => id !== null))],
    of: (issueKey: string): string | null => chosen ?? known.get(projectOf(issueKey)) ?? null,
    /** Why an issue's field could not be looked for, when that was the trouble. */
    unreadable: (issueKey: string): JiraError | undefined => unreadable.get(issueKey),
    /** Finds the field of each project among these issues not known yet; true when one was found. */
    async learn(issueKeys: string[]): Promise<boolean> {
      if (chosen) return false;
      let learned = false;
      for (const key of issueKeys) {
        const project = projectOf(key);
        if (known.has(project)) continue;
        let fieldId: string | null;
        try {
          fieldId = await discoverPointsField(http, key);
        } catch (error) {
          // Another issue of the project may still tell; this one's own send will say what is wrong.
          if (!(error instanceof JiraError) || error.failure !== 'NOT_FOUND') throw error;
          unreadable.set(key, error);
          continue;
        }
        known.set(project, fieldId);
        if (fieldId) {
          await remember(project, fieldId);
          learned = true;
        }
      }
      return learned;
    },
  };
}
export type PointsFields = ReturnType<typeof pointsFields>;
