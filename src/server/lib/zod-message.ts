import type { ZodError } from 'zod';

/** A validation failure in one line, naming the field: what HTTP answers and live acks both say. */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}
