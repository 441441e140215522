/** Why a call to Jira failed, in terms a facilitator can act on. */
export type JiraFailure =
  | 'BAD_CREDENTIALS'
  | 'NO_PERMISSION'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UNREACHABLE'
  | 'REJECTED'
  | 'JIRA_ERROR';

export class JiraError extends Error {
  constructor(
    readonly failure: JiraFailure,
    message: string,
    /** What Jira said, per field, when it refused an edit. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'JiraError';
  }
}

const FAILURE_BY_STATUS: Record<number, JiraFailure> = {
  400: 'REJECTED',
  401: 'BAD_CREDENTIALS',
  403: 'NO_PERMISSION',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
};

const FALLBACK_MESSAGE: Record<JiraFailure, string> = {
  BAD_CREDENTIALS: 'Jira did not accept these credentials',
  NO_PERMISSION: 'This Jira account is not allowed to do that',
  NOT_FOUND: 'Jira could not find it: check the address, or it was deleted',
  RATE_LIMITED: 'Jira is asking us to slow down. Try again in a minute',
  UNREACHABLE:
    'Jira could not be reached at this address. A Jira on your own network must first be allowed by whoever runs this server',
  REJECTED: 'Jira refused the request',
  JIRA_ERROR: 'Jira answered with an error',
};

/** Jira's own words from an error body `{errorMessages, errors}`, when it sent some. */
export function jiraError(status: number, body: unknown): JiraError {
  const failure = FAILURE_BY_STATUS[status] ?? 'JIRA_ERROR';
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const messages = Array.isArray(record.errorMessages)
    ? record.errorMessages.filter((item): item is string => typeof item === 'string')
    : [];
  const fieldErrors =
    record.errors && typeof record.errors === 'object'
      ? Object.fromEntries(
          Object.entries(record.errors as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  const said = [...messages, ...Object.values(fieldErrors)].join(' ');
  return new JiraError(failure, said || FALLBACK_MESSAGE[failure], fieldErrors);
}

/**
 * Every address refused, unresolved, closed or silent reads the same, so the answers cannot map
 * what is behind the server; the cause stays on the error for the log.
 */
export const unreachable = (cause: unknown) => {
  const error = new JiraError('UNREACHABLE', FALLBACK_MESSAGE.UNREACHABLE);
  error.cause = cause;
  return error;
};
